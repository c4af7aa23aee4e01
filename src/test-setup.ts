// Unit tests read numbers as the pages do once their reader of non-plain numbers is loaded.
import "./lib/number-reading";
