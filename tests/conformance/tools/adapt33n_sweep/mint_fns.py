import os
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)
A = np.array([[1.5, -2.0, 0.0], [3.0, -0.5, 4.0]])
B = np.array([[2.0, 1.0, -1.0], [0.5, 2.0, 3.0]])
for dt in (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_):
    n = np.dtype(dt).name
    a, b = Tensor(A.astype(dt)), Tensor(B.astype(dt))
    for f in ("add", "sub", "mul", "div", "maximum", "minimum", "eq", "ne", "gt", "ge", "lt", "le", "remainder",
              "floor_divide", "fmod", "pow", "atan2", "logical_and", "logical_or", "logical_xor", "bitwise_and",
              "bitwise_or", "bitwise_xor", "logaddexp", "hypot" if hasattr(mint, "hypot") else "add", "xlogy"):
        case("%s_%s" % (f, n), lambda f=f: getattr(mint, f)(a, b))
    for f in ("abs", "neg", "exp", "log", "sqrt", "sin", "cos", "tanh", "sigmoid", "floor", "ceil", "round", "sign",
              "square", "rsqrt", "reciprocal", "logical_not", "bitwise_not", "isfinite", "isnan", "erf", "trunc",
              "frac" if hasattr(mint, "frac") else "abs", "log1p", "expm1", "relu" if hasattr(mint, "relu") else "abs"):
        case("%s_%s" % (f, n), lambda f=f: getattr(mint, f)(a))
    for f in ("sum", "mean", "prod", "max", "min", "amax", "amin", "argmax", "argmin", "all", "any", "cumsum", "std",
              "var", "logsumexp", "norm", "median", "sort", "topk", "count_nonzero"):
        for kw in ({}, {"dim": 1}, {"dim": -1, "keepdim": True}, {"dim": 0}):
            if f in ("cumsum",) and "dim" not in kw:
                continue
            if f in ("topk",):
                kw = dict(kw); kw.pop("keepdim", None); kw["k"] = 2
                if "dim" not in kw: continue
            if f in ("sort",):
                kw = dict(kw); kw.pop("keepdim", None)
            if f in ("logsumexp",) and "dim" not in kw:
                continue
            case("%s_%s_%s" % (f, kw, n), lambda f=f, kw=kw: getattr(mint, f)(a, **kw) if f != "topk" else mint.topk(a, **kw))
    case("sum_dtype_%s" % n, lambda: mint.sum(a, dtype=ms.float64))
    case("mean_dtype_%s" % n, lambda: mint.mean(a, dtype=ms.float32))
    case("clamp_%s" % n, lambda: mint.clamp(a, -1, 2))
    case("clamp_t_%s" % n, lambda: mint.clamp(a, Tensor(np.array(-1, dt)), None))
    case("where_%s" % n, lambda: mint.where(a > 0, a, b))
    case("where_scalar_%s" % n, lambda: mint.where(a > 0, a, 0.5))
    case("add_alpha_%s" % n, lambda: mint.add(a, b, alpha=2))
    case("sub_scalar_%s" % n, lambda: mint.sub(a, 1.5))
    case("mul_scalar_%s" % n, lambda: mint.mul(a, True))
    case("div_mode_%s" % n, lambda: mint.div(a, b, rounding_mode="floor"))
    case("div_trunc_%s" % n, lambda: mint.div(a, b, rounding_mode="trunc"))
    case("cat_%s" % n, lambda: mint.cat((a, b), dim=-1))
    case("stack_%s" % n, lambda: mint.stack((a, b), 1))
    case("flatten_%s" % n, lambda: mint.flatten(a))
    case("permute_%s" % n, lambda: mint.permute(a, (1, 0)))
    case("tile_%s" % n, lambda: mint.tile(a, (2, 1)))
    case("flip_%s" % n, lambda: mint.flip(a, (0,)))
    case("gather_%s" % n, lambda: mint.gather(a, 1, Tensor(np.array([[0, 2], [1, 1]]))))
    case("index_select_%s" % n, lambda: mint.index_select(a, 1, Tensor(np.array([2, 0]))))
    case("masked_select_%s" % n, lambda: mint.masked_select(a, a > 0))
    case("cumprod_%s" % n, lambda: mint.cumprod(a, 1))
    case("nonzero_%s" % n, lambda: mint.nonzero(a))
    case("unique_%s" % n, lambda: mint.unique(a))
    case("matmul_%s" % n, lambda: mint.matmul(a, b.T))
    case("isclose_%s" % n, lambda: mint.isclose(a, b))
    case("zeros_like_%s" % n, lambda: mint.zeros_like(a))
    case("full_like_%s" % n, lambda: mint.full_like(a, 2.5))
    case("arange_%s" % n, lambda: mint.arange(0, 5, 2, dtype=ms.int64))
    case("linspace_%s" % n, lambda: mint.linspace(0, 1, 5))
    case("tril_%s" % n, lambda: mint.tril(a))
    case("nan_to_num_%s" % n, lambda: mint.nan_to_num(a))
