"""The static-graph rule table: one case per rule (code, position, hint, exception class)."""
import textwrap

import gast
import pytest

from msgraph import errors
from msgraph.frontend.syntax import (
    RULES, SUPPORTED, Diagnostic, Level, Rule, check_function, import_aliases, iter_rules,
)

HEADER = "def construct(self, x, xs, n, flag, *args, **kwargs):\n"


def check(body, level="LAX", aliases=None, filename="net.py"):
    fn = gast.parse(HEADER + textwrap.indent(textwrap.dedent(body), "    ")).body[0]
    return check_function(fn, filename=filename, level=level, module_aliases=aliases)


# code -> (function body, line, col, end_col, built-in class the error is catchable as, level)
# Lines count the `def` header as line 1; columns are 0-based and include the 4-space indent.
CASES = {
    "MSG101": ("try:\n    y = x\nexcept ValueError:\n    y = xs\n", 2, 4, 7, RuntimeError, "LAX"),
    "MSG102": ("def bump():\n    nonlocal n\n    n = 1\n", 3, 8, 16, RuntimeError, "LAX"),
    "MSG104": ("y = x\ndel x\n", 3, 4, 7, RuntimeError, "LAX"),
    "MSG105": ("import os\n", 2, 4, 10, RuntimeError, "LAX"),
    "MSG106": ("class Box:\n    pass\n", 2, 4, 9, RuntimeError, "LAX"),
    "MSG107": ("async def g():\n    return 1\n", 2, 4, 9, RuntimeError, "LAX"),
    "MSG108": ("with open(x):\n    pass\n", 2, 4, 8, TypeError, "LAX"),
    "MSG109": ("for v in xs:\n    pass\nelse:\n    x = 1\n", 2, 4, 7, RuntimeError, "LAX"),
    "MSG110": ("match n:\n    case 1:\n        pass\n", 2, 4, 9, RuntimeError, "LAX"),
    "MSG201": ("yield x\n", 2, 4, 11, RuntimeError, "LAX"),
    "MSG202": ("y = await x\n", 2, 8, 15, RuntimeError, "LAX"),
    "MSG203": ("y = {x, n}\n", 2, 8, 14, RuntimeError, "LAX"),
    "MSG204": ("y = {v for v in xs}\n", 2, 8, 23, RuntimeError, "LAX"),
    "MSG205": ("if (m := n) > 1:\n    pass\n", 2, 8, 14, RuntimeError, "LAX"),
    "MSG206": ("y = [a for a in xs for b in xs]\n", 2, 8, 35, TypeError, "LAX"),
    "MSG207": ("y = x * 2j\n", 2, 12, 14, TypeError, "LAX"),
    "MSG208": ("self.f = lambda v: v\n", 2, 13, 24, TypeError, "LAX"),
    "MSG301": ("self.w.set_data(x)\n", 2, 11, 19, RuntimeError, "LAX"),
    "MSG302": ("y = x.asnumpy()\n", 2, 10, 17, AttributeError, "STRICT"),
    "MSG303": ("y = np.sum(x)\n", 2, 8, 14, ValueError, "STRICT"),
}


def test_every_static_rule_has_a_case():
    # MSG001: tests/tools; information rules (MSG501): test_runtime_fallback_is_information
    static = {r.code for r in iter_rules(static=True) if r.severity != "info"} - {"MSG001"}
    assert static == set(CASES)


@pytest.mark.parametrize("code", sorted(CASES))
def test_rule(code):
    body, line, col, end_col, builtin, level = CASES[code]
    diags = check(body, level=level)
    assert [d.rule.code for d in diags] == [code]
    d = diags[0]
    rule = RULES[code]
    assert (d.filename, d.line, d.col, d.end_col) == ("net.py", line, col, end_col)
    assert d.hint and d.hint == rule.format()[1] and "{" not in d.hint
    assert d.message and "{" not in d.message
    err = d.to_error()
    assert isinstance(err, rule.exc_class) and isinstance(err, builtin)
    assert isinstance(err, errors.MsGraphError)
    assert err.code == code and err.rule is rule
    assert (err.loc.filename, err.loc.line, err.loc.col) == ("net.py", line, col)
    assert err.hint == d.hint
    assert str(err).startswith(f"{code} {d.message}")
    assert "hint: " in str(err)


@pytest.mark.parametrize("code", sorted(c for c, case in CASES.items() if case[5] == "STRICT"))
def test_strict_only_rules_are_silent_in_lax(code):
    assert RULES[code].levels == frozenset({Level.STRICT, Level.COMPATIBLE})   # COMPATIBLE: no Tensor fallback either
    assert check(CASES[code][0], level="LAX") == []
    assert [d.rule.code for d in check(CASES[code][0], level="COMPATIBLE")] == [code]


def test_mindspore_wording():
    msg = {d.rule.code: d.message for body, *_ in CASES.values() for d in check(body, "STRICT")}
    assert msg["MSG101"] == "Unsupported statement 'Try'."
    assert msg["MSG201"] == "Unsupported expression 'Yield'."
    assert msg["MSG109"] == "The 'for...else...' statement is not supported now."
    assert msg["MSG206"].startswith("The 'generators' supports 1 'comprehension' in ListComp/")
    assert msg["MSG207"] == "Unsupported Constant type : 2j"
    assert "method 'set_data' is not supported in 'construct'" in msg["MSG301"]
    while_else = check("while flag:\n    pass\nelse:\n    pass\n")
    assert while_else[0].message == "The 'while...else...' statement is not supported now."
    dict_comp = check("d = {k: v for k in xs for v in xs}\n")[0]
    assert "in DictComp/GeneratorExp, but got 2 comprehensions." in dict_comp.message
    assert check("from os import path\n")[0].message == "Unsupported statement 'ImportFrom'."


def test_syntax_errors_are_real_syntax_errors():
    err = check("del x\n")[0].to_error()
    assert isinstance(err, SyntaxError)
    assert (err.filename, err.lineno, err.offset) == ("net.py", 2, 5)


@pytest.mark.parametrize("name,body", SUPPORTED, ids=[name for name, _ in SUPPORTED])
@pytest.mark.parametrize("level", ["LAX", "STRICT"])
def test_supported_constructs_are_not_flagged(name, body, level):
    assert check(body, level=level) == []


def test_numpy_on_constants_is_fine_in_lax():
    assert check("scale = np.sqrt(2.0)\ny = x * math.pi\n", level="LAX") == []


def test_all_findings_in_source_order_including_nested_functions():
    body = """
    def inner(v):
        return {v}
    f = lambda v: [a for a in v for b in a]
    del x
    try:
        pass
    finally:
        pass
    """
    diags = check(body)
    assert [(d.rule.code, d.line) for d in diags] == [
        ("MSG203", 4), ("MSG206", 5), ("MSG104", 6), ("MSG101", 7)]
    assert diags == sorted(diags, key=Diagnostic.sort_key)


def test_class_and_async_bodies_are_reported_once():
    diags = check("class C:\n    def f(self):\n        del self\nasync def g():\n    yield 1\n")
    assert [d.rule.code for d in diags] == ["MSG106", "MSG107"]


def test_lambda_anywhere_but_stored_on_an_attribute():
    # MindSpore 2.10 compiles a lambda called where it is built, in a list or dict, as a ternary's value (ctrl26)
    assert check("ys = sorted(xs, key=lambda v: -v)\nf: object = lambda: 1\n") == []
    assert check("y = (lambda v: v)(x)\nfs = [lambda v: v]\ng = (lambda v: v) if n else (lambda v: -v)\n") == []
    assert [d.rule.code for d in check("self.f = lambda v: v\n")] == ["MSG208"]


def test_starred_targets_in_for_and_comprehensions():
    # MindSpore 2.10 accepts starred targets (the starred name is a list).
    assert check("a, *b = xs\nfor a, *b in xs:\n    pass\nys = [b for a, *b in xs]\n") == []


def test_check_function_accepts_a_lambda():
    fn = gast.parse("f = lambda x: {x}").body[0].value
    diags = check_function(fn, filename="l.py")
    assert [(d.rule.code, d.line, d.col) for d in diags] == [("MSG203", 1, 14)]


def test_decorators_defaults_and_annotations_are_not_graph_code():
    src = ("@ms.jit(input_signature={1})\ndef f(x: {1} = {2}) -> {3}:\n    y: {4} = x\n"
           "    return y\n")
    assert check_function(gast.parse(src).body[0], filename="f.py", level="STRICT") == []


def test_module_aliases_drive_strict_module_calls():
    body = ("a = onp.linalg.norm(x)\nb = np.sum(x)\nc = sqrt(2.0)\nd = random.random()\ne = ops.sum(x)\n"
            "f = sqrt(x)\n")
    aliases = import_aliases(gast.parse(
        "import numpy as onp\nfrom math import sqrt\nimport random\nfrom msgraph import ops\n"))
    assert aliases == {"onp": "numpy", "sqrt": "math.sqrt", "random": "random", "ops": "msgraph.ops"}
    diags = check(body, level="STRICT", aliases=aliases)
    # (MindSpore 2.10's COMPATIBLE refuses them too: h-comp13)
    assert [(d.line, d.message) for d in check(body, level="COMPATIBLE", aliases=aliases)] == \
        [(d.line, d.message) for d in diags]
    assert not [d for d in check(body, level="LAX", aliases=aliases) if d.rule.code == "MSG303"]
    # np.sum(x) is not numpy here ('np' is not imported); calls on literals fold while compiling
    assert [(d.line, d.message) for d in diags] == [
        (2, "Calling 'onp.linalg.norm' of the Python module 'numpy' on a graph value is not supported with "
            "jit_syntax_level STRICT or COMPATIBLE: its inputs should be constant."),
        (7, "Calling 'sqrt' of the Python module 'math' on a graph value is not supported with "
            "jit_syntax_level STRICT or COMPATIBLE: its inputs should be constant."),
    ]


def test_import_aliases_relative_and_dotted():
    tree = gast.parse("import a.b\nimport c.d as e\nfrom . import m\nfrom ..p import q as r\n"
                      "from x import *\ntry:\n    import h.i as j\nexcept ImportError:\n"
                      "    def k():\n        import numpy as j\n")
    assert import_aliases(tree) == {"a": "a", "e": "c.d", "m": ".m", "r": "..p.q", "j": "numpy"}


def test_level_parsing():
    assert Level.parse("strict") is Level.STRICT and Level.parse(Level.LAX) is Level.LAX
    assert Level.STRICT == "STRICT"
    with pytest.raises(ValueError, match="STRICT"):
        check("pass\n", level="medium")


# -- compile-time (static=False) rules: the compiler raises them through the same table ----------
COMPILE_TIME = {
    "MSG401": (dict(details="Type Join Failed: Tensor[Float32] and Int64."), errors.JoinError,
               TypeError, "Cannot join the return values of different branches, perhaps you need "
                          "to make them equal.\nType Join Failed"),
    "MSG402": (dict(name="y"), errors.GraphUnboundLocalError, UnboundLocalError,
               "The local variable 'y' is defined in only one branch"),
    "MSG403": (dict(name="scale"), errors.GraphNameError, NameError,
               "The name 'scale' is not defined, or not supported in graph mode."),
    "MSG404": (dict(cls="Net", attr="dense"), errors.GraphAttributeError, AttributeError,
               "'Net' object has no attribute 'dense'."),
    "MSG405": (dict(func="construct", expected=1, got=2), errors.ArgumentError, TypeError,
               "construct requires 1 positional argument(s), but got 2."),
    "MSG406": (dict(func="numpy.exp"), errors.GraphTypeError, TypeError,
               "Calling the Python object 'numpy.exp' with Tensor arguments"),
    "MSG407": (dict(func="f", reason="defined in the REPL"), errors.SourceUnavailableError,
               RuntimeError, "Cannot get the source code of 'f': defined in the REPL"),
    "MSG408": (dict(func="fact", chain="f -> fact -> fact"), errors.CompileError, RuntimeError,
               "Recursive call of 'fact'"),
    "MSG409": (dict(kind="list", name="outs"), errors.GraphTypeError, TypeError,
               "The list 'outs' changes length"),
    "MSG410": (dict(name="x", before="Tensor[Float32, (2,)]", after="Tensor[Float32, (4,)]"),
               errors.LoopCarryError, RuntimeError, "changes from Tensor[Float32, (2,)] to"),
    "MSG411": (dict(type="function"), errors.GraphTypeError, TypeError,
               "cannot return a value of type 'function'"),
    "MSG412": (dict(what="ops.zeros shape"), errors.GraphTypeError, TypeError,
               "ops.zeros shape requires a compile-time constant"),
    "MSG413": (dict(attr="last", cls="Net", what="a Tensor computed in the graph"), errors.CompileError,
               RuntimeError, "Cannot set attribute 'last' of Net"),
    "MSG414": (dict(kind="Call"), errors.GraphTypeError, TypeError, "Parse Lambda Function Fail. Node type must be "
               "Lambda, but got Call."),
}


def test_every_compile_time_rule_has_a_case():
    assert {r.code for r in iter_rules(static=False)} == set(COMPILE_TIME)


@pytest.mark.parametrize("code", sorted(COMPILE_TIME))
def test_compile_time_rule(code):
    fmt, exc_class, builtin, text = COMPILE_TIME[code]
    loc = errors.SourceLoc("net.py", 7, 8, 12, "Net.construct")
    err = RULES[code].error(loc, **fmt)
    assert type(err) is exc_class and isinstance(err, builtin)
    assert err.code == code and err.loc == loc and err.hint
    assert text in str(err) and "{" not in err.raw_message
    with pytest.raises(builtin):
        raise err


def test_error_without_location_and_missing_placeholders():
    err = RULES["MSG403"].error(None)
    assert err.loc is None and "{name}" in err.raw_message


def test_rules_are_well_formed():
    for rule in iter_rules():
        assert isinstance(rule, Rule)
        assert rule.code.startswith("MSG") and len(rule.code) == 6
        assert rule.name == rule.name.lower() and " " not in rule.name
        assert rule.message and rule.hint and rule.why and rule.bad and rule.good
        assert issubclass(rule.exc_class, errors.MsGraphError)
        assert rule.levels and rule.levels <= {Level.STRICT, Level.COMPATIBLE, Level.LAX}
        assert rule.static == (rule.code[3] in "01235")   # MSG5xx: the checker's information


def test_aliases_from_globals_agree_with_aliases_from_imports():
    imports = "import numpy as onp\nfrom math import sqrt\nimport random\nfrom numpy import float32\n"
    namespace = {}
    exec(imports, namespace)  # noqa: S102 - building a real namespace like the compiler sees
    from msgraph.frontend.syntax import module_aliases_from_globals
    live = module_aliases_from_globals(namespace)
    static = import_aliases(gast.parse(imports))
    body = "a = onp.sum(x)\nb = sqrt(2.0)\nc = random.random()\nd = float32(1.0)\ne = len(xs)\n"
    as_checked = [(d.rule.code, d.line) for d in check(body, level="STRICT", aliases=static)]
    as_compiled = [(d.rule.code, d.line) for d in check(body, level="STRICT", aliases=live)]
    # on literals (sqrt(2.0), random.random(), float32(1.0)) Python folds while compiling, STRICT too
    assert as_checked == as_compiled == [("MSG303", 2)]


def test_async_graph_function_itself_is_rejected():
    fn = gast.parse("async def f(x):\n    return await x\n").body[0]
    diags = check_function(fn, filename="a.py")
    assert [(d.rule.code, d.line, d.col) for d in diags] == [("MSG107", 1, 0), ("MSG202", 2, 11)]


def test_runtime_fallback_is_information():
    """numpy on a value and ``.asnumpy()``: MSG501 information in LAX (never raised by the compiler,
    which decides the same: a PyExecute node on Tensors); STRICT's errors MSG303/MSG302 instead."""
    import gast

    tree = gast.parse("def construct(self, x):\n    a = x.asnumpy()\n    return np.exp(a)\n")
    fn = tree.body[0]
    assert check_function(fn, filename="net.py", level="LAX") == []
    info = check_function(fn, filename="net.py", level="LAX", include_info=True)
    assert [d.code for d in info] == ["MSG501", "MSG501"]
    assert all(d.rule.severity == "info" for d in info)
    assert "'np.exp' runs as Python" in info[1].message and "'.asnumpy()'" in info[0].message
    strict = check_function(fn, filename="net.py", level="STRICT", include_info=True)
    assert [d.code for d in strict] == ["MSG302", "MSG303"]


def test_inline_lambda_given_to_grad_is_parse_lambda_function_fail(tmp_path):
    # MindSpore 2.10 (lambda35): Graph mode's ms.grad of a lambda written inside the call is a TypeError naming the
    # statement's node; the error points at the lambda with a hint; the same lambda named on its own line works
    import sys
    import numpy as np
    import msgraph as ms

    path = tmp_path / "lam_mod.py"
    path.write_text("import msgraph as ms\n\n\ndef inline(t):\n    return ms.grad(lambda x: (x * x).sum())(t)\n\n\n"
                    "sq = lambda x: (x * x).sum()\n\n\ndef named(t):\n    return ms.grad(sq)(t)\n")
    sys.path.insert(0, str(tmp_path))
    try:
        import lam_mod
        t = ms.Tensor(np.array([1.0, 2.0], np.float32))
        with ms.context_scope(mode=ms.GRAPH_MODE):
            with pytest.raises(TypeError) as info:
                lam_mod.inline(t)
            assert lam_mod.named(t).asnumpy().tolist() == [2.0, 4.0]
        err = info.value
        assert err.raw_message.startswith("Parse Lambda Function Fail. Node type must be Lambda, but got Call.")
        assert err.code == "MSG414" and (err.loc.line, err.loc.col) == (5, 19) and "^^^^^^" in str(err)
        with ms.context_scope(mode=ms.PYNATIVE_MODE):
            assert lam_mod.inline(t).asnumpy().tolist() == [2.0, 4.0]
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("lam_mod", None)
