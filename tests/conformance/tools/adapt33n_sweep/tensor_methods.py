import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case
A = np.array([[1.5, -2.0, 0.0], [3.0, -0.5, 4.0]])
for dt in (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_):
    n = np.dtype(dt).name
    a = lambda: Tensor(A.astype(dt))
    case("item0_" + n, lambda: a()[0, 0].item())
    case("item_bad_" + n, lambda: a().item())
    case("tolist_" + n, lambda: a().tolist())
    case("asnumpy_" + n, lambda: a().asnumpy())
    case("float_" + n, lambda: float(a()[1, 0]))
    case("int_" + n, lambda: int(a()[1, 0]))
    case("bool_" + n, lambda: bool(a()[1, 0]))
    case("bool_multi_" + n, lambda: bool(a()))
    case("len_" + n, lambda: len(a()))
    case("index_" + n, lambda: [10, 20, 30, 40][a()[1, 0]] if dt not in (np.float32, np.float16, np.float64) else None)
    for op in ("+", "-", "*", "/", "//", "%", "**", "<", "==", "&", "|", "^"):
        for num in (2, 2.5, True, -1):
            case("op_%s_%r_%s" % (op, num, n), lambda op=op, num=num: eval("x %s num" % op, {"x": a(), "num": num}))
            case("rop_%s_%r_%s" % (op, num, n), lambda op=op, num=num: eval("num %s x" % op, {"x": a(), "num": num}))
    for m in ("abs", "neg", "exp", "sum", "mean", "max", "min", "argmax", "all", "any", "cumsum", "square", "sqrt",
              "floor", "round", "sign", "clip", "var", "std", "prod", "norm", "T", "ravel", "flatten", "squeeze", "copy",
              "isnan", "nonzero", "sort", "argsort", "unique"):
        def f(m=m):
            t = a()
            at = getattr(t, m)
            if m == "clip":
                return at(-1, 1)
            return at if m == "T" else at()
        case("m_%s_%s" % (m, n), f)
    for m, args in (("add_", (1,)), ("sub_", (1.5,)), ("mul_", (2,)), ("div_", (2,)), ("fill_", (7,)), ("zero_", ()),
                    ("clamp_", (-1, 1)), ("copy_", (Tensor(np.ones((2, 3), np.float32)),)), ("floor_", ()),
                    ("masked_fill_", (Tensor(A > 0), 9)), ("exp_", ()), ("abs_", ()), ("uniform_", ()) ):
        def g(m=m, args=args):
            t = a()
            r = getattr(t, m)(*args)
            return (t, r is t) if m != "uniform_" else (t.dtype, r is t)
        case("ip_%s_%s" % (m, n), g)
    for to in (ms.float16, ms.int32, ms.bool_, ms.uint8, ms.float64, ms.int8):
        case("astype_%s_%s" % (to, n), lambda to=to: Tensor(np.array([-1.7, 0.5, 300.2, -0.0, 255.9]).astype(dt)).astype(to))
        case("to_%s_%s" % (to, n), lambda to=to: Tensor(np.array([-1.7, 0.5, 300.2, -0.0, 255.9]).astype(dt)).to(to))
    case("view_" + n, lambda: a().view(3, 2))
    case("view_dtype_" + n, lambda: a().view(ms.int32))
    case("reshape_neg_" + n, lambda: a().reshape(-1, 2))
    case("permute_" + n, lambda: a().permute(1, 0))
    case("expand_" + n, lambda: a()[0:1].expand(3, 3))
    case("repeat_" + n, lambda: a().repeat(2, axis=0))
    case("swapaxes_" + n, lambda: a().swapaxes(0, 1))
    case("contiguous_" + n, lambda: a().T.contiguous().is_contiguous())
    case("is_contiguous_T_" + n, lambda: a().T.is_contiguous())
