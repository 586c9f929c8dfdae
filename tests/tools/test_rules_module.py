"""frontend/rules.py holds the rule table, frontend/syntax.py the checker; the old import path keeps working."""
from msgraph.frontend import rules, syntax


def test_syntax_reexports_the_table_objects():
    for name in rules.__all__:
        assert getattr(syntax, name) is getattr(rules, name), name
    for name in syntax.__all__:
        assert hasattr(syntax, name), name


def test_table_spans_msg001_to_msg413_and_codes_are_unique():
    codes = [r.code for r in rules.iter_rules()]
    assert codes == sorted(set(codes))
    assert codes[0] == "MSG001" and codes[-1] == "MSG502"
    assert all(rules.RULES[c].code == c for c in codes)

