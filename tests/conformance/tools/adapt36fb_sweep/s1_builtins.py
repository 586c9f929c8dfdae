"""python_builtin_funtions: builtins (abs/max/min/sum/round/len/any/all/int/float/bool/str/divmod/pow/isinstance/
type/sorted/reversed/list/tuple/enumerate/zip/map/filter) on graph Tensors, on x.asnumpy() and on numbers, inside
@ms.jit and a Cell's construct; generated from one table."""
import sys, os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _h import case
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from _toolkit import import_source

EXPRS = {
    "abs": "abs(a)", "max1": "max(a)", "min1": "min(a)", "max2": "max(a, 1)", "min2": "min(a, 0)",
    "sum": "sum(a)", "sum_start": "sum(a, 10)", "round": "round(a)", "round1": "round(a, 1)", "len": "len(a)",
    "any": "any(a)", "all": "all(a)", "int": "int(a)", "float": "float(a)", "bool": "bool(a)", "str": "str(a)",
    "divmod": "divmod(a, 2)", "pow": "pow(a, 2)", "pow3": "pow(a, 2, 5)", "is_tensor": "isinstance(a, Tensor)",
    "is_nd": "isinstance(a, np.ndarray)", "is_int": "isinstance(a, (int, float))", "type": "str(type(a))",
    "sorted": "sorted(a)", "sorted_rev": "sorted(a, reverse=True)", "reversed": "list(reversed(a))",
    "list": "list(a)", "tuple": "tuple(a)", "enumerate": "[(i, v) for i, v in enumerate(a)]",
    "zip": "list(zip(a, a))", "map": "list(map(lambda v: v * 2, a))", "filter": "list(filter(lambda v: v > 0, a))",
    "neg_abs": "abs(-a)", "hasattr": "hasattr(a, 'shape')", "getattr_shape": "getattr(a, 'shape')",
    "max_key": "max(a, key=lambda v: -v)", "min_def": "min(a, default=5)", "chr": "chr(a)", "hex": "hex(a)",
    "ord_chr": "ord(chr(a))", "bin": "bin(a)", "iter_next": "next(iter(a))", "set": "len(set(a))",
    "in": "1 in a", "mul_list": "[a] * 2", "eq": "a == a", "id_is": "a is a", "format": "'{}'.format(a)",
    "fstr": "f'{a}'", "repr": "repr(a)",
}
ARGS = {
    "tf": Tensor(np.array([-1.5, 2.25, 0.5], np.float32)),
    "ti": Tensor(np.array([3, -1, 2], np.int32)),
    "t0f": Tensor(np.array(-2.5, np.float32)),
    "t0i": Tensor(np.array(7, np.int64)),
    "tb": Tensor(np.array([True, False])),
    "t1": Tensor(np.array([4], np.int32)),
    "th": Tensor(np.array([1.5, -2.5], np.float16)),
    "t2d": Tensor(np.array([[1, 2], [3, 4]], np.int32)),
    "tempty": Tensor(np.zeros((0,), np.float32)),
}
WRAP = {"t": "a = x", "np": "a = x.asnumpy()", "tl": "a = x.asnumpy().tolist()"}
src = ["import numpy as np", "import mindspore as ms", "from mindspore import Tensor, nn"]
for en, ex in EXPRS.items():
    for wn, w in WRAP.items():
        src.append(f"@ms.jit\ndef f_{en}_{wn}(x):\n    {w}\n    return {ex}\n")
    src.append(f"class C_{en}(nn.Cell):\n    def construct(self, x):\n        a = x\n        return {ex}\n")
mod = import_source("\n".join(src), "a36fb_", "_a36fb_s1")
for en in EXPRS:
    for an, av in ARGS.items():
        for wn in WRAP:
            case(f"{en}/{wn}/{an}", lambda en=en, wn=wn, av=av: getattr(mod, f"f_{en}_{wn}")(av))
        case(f"{en}/cell/{an}", lambda en=en, av=av: getattr(mod, f"C_{en}")()(av))
# numbers
for en in EXPRS:
    for nv in (3, -2.5, True, 0):
        case(f"{en}/num/{nv!r}", lambda en=en, nv=nv: getattr(mod, f"f_{en}_t")(nv))
