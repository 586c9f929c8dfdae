"""left52: writes (stdout) a probe of MindSpore's join of the two branches of an ``if`` on a Tensor (Graph mode), scalar / tuple / list / None /
Tensor against each other.  Each case prints the result or the error class and message's first line."""

import sys
#: ``python join_probe_gen.py depend``: the joined value is only read by ``ops.depend(x * 2, r)`` after the ``if``
USE = "ops.depend(x * 2, r)" if sys.argv[1:] == ["depend"] else "r"
HEAD = """import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
ms.set_context(mode=ms.GRAPH_MODE)
T = Tensor(np.array([1.0, 2.0], np.float32))
TB = Tensor(True)
"""
CASES = {
    "bool_vs_tuple_bool": ("False", "(True, True)"),
    "bool_vs_tuple1_bool": ("False", "(True,)"),
    "bool_vs_tuple_tbool": ("False", "(TB, TB)"),
    "bool_vs_tuple1_tbool": ("False", "(TB,)"),
    "int_vs_tuple_int": ("1", "(2, 3)"),
    "int_vs_tuple1_int": ("1", "(2,)"),
    "float_vs_tuple": ("1.0", "(2.0, 3.0)"),
    "tuple2_vs_tuple3": ("(1, 2)", "(1, 2, 3)"),
    "tuple_vs_list": ("(1, 2)", "[1, 2]"),
    "list2_vs_list3": ("[1, 2]", "[1, 2, 3]"),
    "none_vs_tuple": ("None", "(1, 2)"),
    "none_vs_int": ("None", "1"),
    "none_vs_tensor": ("None", "T"),
    "tensor_vs_tuple_tensor": ("T", "(T, T)"),
    "tensor_vs_tuple1_tensor": ("T", "(T,)"),
    "tbool_vs_tuple_tbool": ("TB", "(TB, TB)"),
    "bool_vs_tbool": ("False", "TB"),
    "int_vs_tensor": ("1", "T"),
    "bool_vs_int": ("False", "1"),
    "int_vs_float": ("1", "2.5"),
    "bool_vs_str": ("False", "'a'"),
    "tuple_int_vs_tuple_float": ("(1, 2)", "(1.0, 2.0)"),
    "tuple_int_vs_tuple_tensor": ("(1, 2)", "(T, T)"),
    "tuple_bool_vs_tuple_tbool": ("(False, False)", "(TB, TB)"),
    "bool_vs_tuple_empty": ("False", "()"),
    "tuple_empty_vs_tuple": ("()", "(1,)"),  # (MindSpore 2.10 aborts on g_)
        "bool_vs_list_tbool": ("False", "[TB, TB]"),
    # values computed when the graph runs
    "bool_vs_tuple_var": ("False", "(x > 0, x > 1)"),
    "bool_vs_tuple1_var": ("False", "(x > 0,)"),
    "bool_vs_var": ("False", "x > 0"),
    "int_vs_var": ("1", "x * 2"),
    "tensor_vs_tuple_var": ("x", "(x, x)"),
    "tuple_var2_vs_tuple_var3": ("(x, x)", "(x, x, x)"),
    "list_var2_vs_list_var3": ("[x, x]", "[x, x, x]"),
    "none_vs_tuple_var": ("None", "(x, x)"),
    "none_vs_var": ("None", "x * 2"),
    "var_vs_var_shape": ("x", "x[:1]"),
    "var_vs_var_dtype": ("x", "x > 0"),
    "tuple_var_vs_list_var": ("(x, x)", "[x, x]"),
    "bool_vs_tuple_var_mixed": ("False", "(x > 0, True)"),
}
src = [HEAD]
for name, (a, b) in CASES.items():
    for pre, (p, q) in (("f", (a, b)), ("g", (b, a))):
        src.append(f"""
@ms.jit
def {pre}_{name}(x):
    if x.sum() > 0:
        r = {p}
    else:
        r = {q}
    return {USE}
""")
src.append(f"""
x = Tensor(np.array([1.0, -3.0], np.float32))
for name in {list(CASES)!r}:
    for pre in ("f", "g"):
        try:
            r = globals()[f"{{pre}}_{{name}}"](x)
            print(f"{{pre}}_{{name}}", repr(r).replace("\\n", " ")[:100])
        except Exception as e:
            print(f"{{pre}}_{{name}}", "ERROR", type(e).__name__, str(e).strip().splitlines()[0][:130] if str(e).strip() else "")
""")
sys.stdout.write("\n".join(src))
