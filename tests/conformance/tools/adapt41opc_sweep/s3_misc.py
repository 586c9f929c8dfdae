"""st/ops assorted op tests (test_ops_swiglu / view_as_real / type_as / view_as / rotated_iou / select_ext / subs /
sub_, test_parallelconcat, test_sparsetensordensematmul, test_mint_arange / argsort / isneginf / nansum / t / glu /
gelu, test_mint_linalg_*norm, test_ops_round / searchsorted / scatter_add_ext / masked_fill / triu / tril_ext (with
ops.vmap as the tests use it), test_ops_reduce_extend, test_ops_var / median / unique_consecutive / topk / split /
unbind / rfft2 / pow_scalar_tensor, test_softmin, test_tensor_trace, test_unsqueeze, test_matrixbandpart):
dtypes, 0-d / empty, keywords, Python numbers, gradients, vmap, bad arguments."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mint
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn, *pos, **kw):
        super().__init__()
        self.fn = fn
        self.pos = pos
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.pos), **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


def G(fn, *a, pos=0, **kw):
    return ms.grad(Fn(fn, **kw), grad_position=pos)(*a)


X = [[0.3, -1.2, 2.0, 0.5], [1.5, 0.1, -0.4, -2.5]]
DTS = ["float16", "float32", "float64", "int8", "int32", "int64", "uint8", "bool"]

# swiglu
for dt in DTS:
    case(f"swiglu.{dt}", lambda: Fn(ops.swiglu)(T(X, dt)))
for d in [0, -1, 1, -2, 2]:
    case(f"swiglu.dim{d}", lambda: Fn(ops.swiglu, d)(T(X)))
case("swiglu.odd", lambda: Fn(ops.swiglu)(T([[1.0, 2.0, 3.0]])))
case("swiglu.0d", lambda: Fn(ops.swiglu)(T(1.0)))
case("swiglu.grad", lambda: G(ops.swiglu, T(X), dim=0))
case("swiglu.grad16", lambda: G(ops.swiglu, T(X, "float16")))
case("swiglu.empty", lambda: Fn(ops.swiglu)(T(np.zeros((0, 4)))))

# view_as_real / type_as / view_as
for dt in ["complex64", "complex128", "float32"]:
    case(f"var.{dt}", lambda: Fn(ops.view_as_real)(Tensor(np.array([1 + 2j, -3.5 - 0.5j]).astype(dt))))
case("var.0d", lambda: Fn(ops.view_as_real)(Tensor(np.array(1 + 2j, np.complex64))))
case("var.grad", lambda: ms.grad(lambda z: ops.view_as_real(z).sum())(Tensor(np.array([1 + 2j], np.complex64))))
for a, b in [("float32", "int32"), ("int32", "float16"), ("float64", "bool"), ("bool", "float32"), ("float32", "complex64")]:
    case(f"type_as.{a}.{b}", lambda: Fn(ops.type_as)(T([1.7, -2.5, 0.0], a), T([1], b)))
    case(f"t.type_as.{a}.{b}", lambda: T([1.7, -2.5, 0.0], a).type_as(T([1], b)))
case("type_as.grad", lambda: G(ops.type_as, T([1.7, -2.5]), T([1], "float16")))
case("view_as", lambda: Fn(ops.view_as)(T(np.arange(6)), T(np.zeros((2, 3)))))
case("view_as.bad", lambda: Fn(ops.view_as)(T(np.arange(6)), T(np.zeros((4, 2)))))
case("view_as.dt", lambda: Fn(ops.view_as)(T(np.arange(6), "int32"), T(np.zeros((3, 2)), "float16")))
case("t.view_as", lambda: T(np.arange(6)).view_as(T(np.zeros((3, 2)))))

# ParallelConcat
for dt in ["float16", "float32", "int32", "int8", "uint8", "bool", "complex64"]:
    case(f"pc.{dt}", lambda: Fn(P.ParallelConcat())((T([[1, 2]], dt), T([[3, 4]], dt))))
case("pc.rows2", lambda: Fn(P.ParallelConcat())((T([[1, 2], [5, 6]]), T([[3, 4]]))))
case("pc.dtmix", lambda: Fn(P.ParallelConcat())((T([[1, 2]]), T([[3, 4]], "int32"))))
case("pc.one", lambda: Fn(P.ParallelConcat())((T([[1, 2]]),)))
case("pc.1d", lambda: Fn(P.ParallelConcat())((T([1, 2]), T([3, 4]))))
case("pc.shape", lambda: Fn(P.ParallelConcat())((T([[1, 2]]), T([[3, 4, 5]]))))

# SparseTensorDenseMatmul
IDX = [[0, 1], [1, 2], [2, 0]]
for vdt in ["float16", "float32", "float64", "int32", "int64", "complex64"]:
    case(f"stdm.{vdt}", lambda: nn.SparseTensorDenseMatmul()(T(IDX, "int32"), T([1, 2, 3], vdt), (3, 3), T(np.arange(6).reshape(3, 2), vdt)))
case("stdm.i64", lambda: nn.SparseTensorDenseMatmul()(T(IDX, "int64"), T([1, 2, 3]), (3, 3), T(np.arange(6).reshape(3, 2))))
case("stdm.adj", lambda: nn.SparseTensorDenseMatmul(adjoint_st=True, adjoint_dt=True)(T(IDX, "int32"), T([1, 2, 3]), (3, 4), T(np.arange(6).reshape(2, 3))))
case("stdm.dup", lambda: nn.SparseTensorDenseMatmul()(T([[0, 1], [0, 1]], "int32"), T([1, 2]), (2, 3), T(np.arange(6).reshape(3, 2))))
case("stdm.oob", lambda: nn.SparseTensorDenseMatmul()(T([[0, 5]], "int32"), T([1]), (2, 3), T(np.arange(6).reshape(3, 2))))
case("stdm.shape", lambda: nn.SparseTensorDenseMatmul()(T(IDX, "int32"), T([1, 2, 3]), (3, 3), T(np.arange(8).reshape(4, 2))))
case("stdm.dtmix", lambda: nn.SparseTensorDenseMatmul()(T(IDX, "int32"), T([1, 2, 3]), (3, 3), T(np.arange(6).reshape(3, 2), "float16")))

# rotated_iou
B1 = [[[2.0, 2.0, 2.0, 2.0, 0.0], [3.0, 3.0, 2.0, 4.0, 30.0]]]
B2 = [[[2.0, 2.0, 2.0, 2.0, 0.0], [2.5, 2.0, 2.0, 2.0, 45.0], [10.0, 10.0, 1.0, 1.0, 0.0]]]
for kw in [dict(), dict(trans=True), dict(mode=1), dict(is_cross=False)]:
    k = "_".join(f"{a}{b}" for a, b in kw.items())
    case(f"riou.{k}", lambda: Fn(ops.rotated_iou, **kw)(T(B1), T(B2) if kw.get("is_cross", True) else T(B2)[:, :2]))

# mint.arange
for args in [(5,), (1, 5), (1, 5, 2), (5, 1, -1), (0.5, 3), (1, 2.5, 0.5), (0,), (3, 3), (-3,), (1, 5, 0), (5, 1), (0, 1, 0.3)]:
    case(f"arange.{args}".replace(" ", ""), lambda: mint.arange(*args))
for dt in [ms.int32, ms.float16, ms.float64, ms.uint8, ms.bool_, ms.int8]:
    case(f"arange.dt.{dt}", lambda: mint.arange(0, 5, 2, dtype=dt))
case("arange.tensor", lambda: mint.arange(T(1, "int32"), T(6, "int32"), T(2, "int32")))
case("arange.tensorf", lambda: mint.arange(T(1.5), 4))
case("arange.kw", lambda: mint.arange(start=1, end=4))
case("arange.end_kw", lambda: mint.arange(end=4))
case("arange.graph", lambda: Fn(lambda x: mint.arange(0, 6, 2) + x)(T(1, "int64")))
case("arange.graph_f", lambda: Fn(lambda x: mint.arange(0.0, 1.0, 0.25) * x)(T(2.0)))

# mint.argsort
AS = [[3.0, 1.0, 2.0, 1.0], [np.nan, -1.0, np.inf, -np.inf]]
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "int8", "bool"]:
    case(f"argsort.{dt}", lambda: Fn(mint.argsort)(T(np.nan_to_num(AS, nan=0, posinf=9, neginf=-9) if dt[0] in "iub" else AS, dt)))
case("argsort.desc", lambda: Fn(mint.argsort, dim=1, descending=True)(T(AS)))
case("argsort.stable", lambda: Fn(mint.argsort, dim=1, stable=True)(T(AS)))
case("argsort.dim0", lambda: Fn(mint.argsort, 0)(T(AS)))
case("argsort.0d", lambda: Fn(mint.argsort)(T(2.0)))
case("argsort.empty", lambda: Fn(mint.argsort)(T(np.zeros((2, 0)))))
case("argsort.baddim", lambda: Fn(mint.argsort, 2)(T(AS)))

# isinf / isneginf / isposinf
V = [1.0, np.inf, -np.inf, np.nan, -0.0]
for dt in ["float16", "float32", "float64", "int32", "uint8", "bool"]:
    case(f"isneginf.{dt}", lambda: Fn(mint.isneginf)(T(V if dt[0] == "f" else [1, 0, 2, 1, 0], dt)))
    case(f"isinf.{dt}", lambda: Fn(mint.isinf)(T(V if dt[0] == "f" else [1, 0, 2, 1, 0], dt)))
    case(f"isposinf.{dt}", lambda: Fn(ops.isposinf)(T(V if dt[0] == "f" else [1, 0, 2, 1, 0], dt)))
case("isneginf.0d", lambda: Fn(mint.isneginf)(T(-np.inf)))
case("isneginf.cplx", lambda: Fn(mint.isneginf)(Tensor(np.array([1 + 1j], np.complex64))))

# linalg norms
M = [[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]
B3 = np.arange(12).reshape(2, 2, 3) - 5.0
LN = mint.linalg
for o in ["fro", "nuc", 1, -1, 2, -2, float("inf"), float("-inf")]:
    case(f"mnorm.{o}", lambda: Fn(LN.matrix_norm, ord=o)(T(M)))
    case(f"mnorm.b.{o}", lambda: Fn(LN.matrix_norm, ord=o, dim=(0, 2), keepdim=True)(T(B3)))
    case(f"lnorm.{o}", lambda: Fn(LN.norm, ord=o)(T(M)))
for o in [0, 1, 2, 3, 0.5, float("inf"), float("-inf"), -1]:
    case(f"vnorm.{o}", lambda: Fn(LN.vector_norm, ord=o)(T(M)))
    case(f"vnorm.dim.{o}", lambda: Fn(LN.vector_norm, ord=o, dim=1, keepdim=True)(T(M)))
    case(f"lnorm.vec.{o}", lambda: Fn(LN.norm, ord=o)(T(M[0])))
    case(f"vnorm.grad.{o}", lambda: G(LN.vector_norm, T([[1.0, 0.0, -3.0], [0.0, 0.0, 0.0]]), ord=o, dim=1))
for dt in ["float16", "float64", "int32", "bool", "complex64"]:
    case(f"vnorm.{dt}", lambda: Fn(LN.vector_norm)(T(M, dt)))
    case(f"mnorm.{dt}", lambda: Fn(LN.matrix_norm)(T(M, dt)))
    case(f"lnorm.{dt}", lambda: Fn(LN.norm)(T(M, dt)))
case("vnorm.dtype", lambda: Fn(LN.vector_norm, dtype=ms.float64)(T(M)))
case("vnorm.dtype_bad", lambda: Fn(LN.vector_norm, dtype=ms.int32)(T(M)))
case("vnorm.0d", lambda: Fn(LN.vector_norm)(T(-3.0)))
case("vnorm.empty", lambda: Fn(LN.vector_norm)(T(np.zeros((0, 3)))))
case("vnorm.empty_inf", lambda: Fn(LN.vector_norm, ord=float("inf"))(T(np.zeros((0, 3)))))
case("vnorm.tupledim", lambda: Fn(LN.vector_norm, dim=(0, 1))(T(M)))
case("mnorm.1d", lambda: Fn(LN.matrix_norm)(T(M[0])))
case("mnorm.badord", lambda: Fn(LN.matrix_norm, ord=3)(T(M)))
case("lnorm.3d", lambda: Fn(LN.norm)(T(B3)))
case("lnorm.3d_ord", lambda: Fn(LN.norm, ord=2)(T(B3)))
case("lnorm.dim2", lambda: Fn(LN.norm, ord="fro", dim=(1, 2))(T(B3)))
case("lnorm.strord_vec", lambda: Fn(LN.norm, ord="fro")(T(M[0])))
case("mnorm.grad.fro", lambda: G(LN.matrix_norm, T(M)))
case("mnorm.grad.nuc", lambda: G(LN.matrix_norm, T(M), ord="nuc"))
case("mnorm.grad.inf", lambda: G(LN.matrix_norm, T(M), ord=float("inf")))
case("mint.norm.p", lambda: Fn(mint.norm, 3, 1)(T(M)))
case("mint.norm.fro", lambda: Fn(mint.norm, "fro")(T(M)))
case("mint.norm.nuc", lambda: Fn(mint.norm, "nuc")(T(M)))
case("mint.norm.int", lambda: Fn(mint.norm)(T(M, "int32")))
case("mint.norm.dtype", lambda: Fn(mint.norm, 2, None, False, dtype=ms.float16)(T(M)))

# nansum
NS = [[1.0, np.nan, 2.0], [np.nan, np.nan, np.inf]]
for dt in ["float16", "float32", "float64", "int32", "uint8", "bool", "int8"]:
    case(f"nansum.{dt}", lambda: Fn(mint.nansum)(T(NS if dt[0] == "f" else [[1, 0, 2], [3, 1, 1]], dt)))
    case(f"nansum.dim.{dt}", lambda: Fn(mint.nansum, 1, True)(T(NS if dt[0] == "f" else [[1, 0, 2], [3, 1, 1]], dt)))
case("nansum.dtype", lambda: Fn(mint.nansum, dtype=ms.float64)(T(NS)))
case("nansum.dtype_i", lambda: Fn(mint.nansum, dtype=ms.int32)(T(NS)))
case("nansum.tdim", lambda: Fn(mint.nansum, (0, 1))(T(NS)))
case("nansum.empty", lambda: Fn(mint.nansum)(T(np.zeros((0, 2)))))
case("nansum.grad", lambda: G(mint.nansum, T(NS), dim=1))
case("nansum.0d", lambda: Fn(mint.nansum)(T(np.nan)))

# mint.t / glu / gelu
for sh in [(), (3,), (2, 3), (2, 3, 1), (0, 2)]:
    case(f"mint.t.{sh}", lambda: Fn(mint.t)(T(np.arange(int(np.prod(sh))).reshape(sh))))
for d in [-1, 0, 1, 2]:
    case(f"glu.{d}", lambda: Fn(mint.nn.functional.glu, d)(T(X)))
for dt in ["float16", "float64", "int32"]:
    case(f"glu.{dt}", lambda: Fn(mint.nn.functional.glu)(T(X, dt)))
    case(f"gelu.{dt}", lambda: Fn(mint.nn.functional.gelu)(T(X, dt)))
    case(f"gelu.tanh.{dt}", lambda: Fn(mint.nn.functional.gelu, approximate="tanh")(T(X, dt)))
case("glu.odd", lambda: Fn(mint.nn.functional.glu)(T([[1.0, 2.0, 3.0]])))
case("glu.grad", lambda: G(mint.nn.functional.glu, T(X), dim=0))
case("gelu.grad", lambda: G(mint.nn.functional.gelu, T(X), approximate="tanh"))
case("gelu.badapprox", lambda: Fn(mint.nn.functional.gelu, approximate="erf")(T(X)))
case("gelu.nn", lambda: mint.nn.GELU(approximate="tanh")(T(X)))
case("glu.nn", lambda: mint.nn.GLU(0)(T(X)))

# round (decimals) / vmap
R = [0.5, 1.5, 2.5, -0.5, -1.25, 1.005, 123.456, -np.inf, np.nan]
for dt in ["float16", "float32", "float64", "int32", "int64"]:
    for d in [0, 1, 2, -1]:
        case(f"round.{dt}.d{d}", lambda: Fn(ops.round, decimals=d)(T(R if dt[0] == "f" else [15, -25, 123, 7, -1], dt)))
case("round.special", lambda: Fn(mint.special.round)(T(R)))
case("round.special_d", lambda: Fn(mint.special.round, decimals=1)(T(R)))
case("round.grad", lambda: G(ops.round, T(R[:5]), decimals=1))
case("round.vmap", lambda: ops.vmap(lambda x: ops.round(x, decimals=1), in_axes=1)(T([[0.25, 1.35], [2.45, -0.55]])))
case("round.bool", lambda: Fn(ops.round)(T([True, False], "bool")))

# searchsorted / vmap
SS = [1.0, 3.0, 3.0, 5.0, 7.0]
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "int8"]:
    case(f"ss.{dt}", lambda: Fn(ops.searchsorted)(T(SS, dt), T([0, 3, 4, 7, 9], dt)))
    case(f"ss.right.{dt}", lambda: Fn(ops.searchsorted, right=True)(T(SS, dt), T([0, 3, 4, 7, 9], dt)))
case("ss.side", lambda: Fn(ops.searchsorted, side="right")(T(SS), T([3.0])))
case("ss.side_conf", lambda: Fn(ops.searchsorted, side="left", right=True)(T(SS), T([3.0])))
case("ss.i32", lambda: Fn(ops.searchsorted, out_int32=True)(T(SS), T([3.0, 8.0])))
case("ss.sorter", lambda: Fn(ops.searchsorted, sorter=T([4, 0, 2, 3, 1], "int64"))(T([7.0, 1.0, 3.0, 5.0, 3.0]), T([2.0, 6.0])))
case("ss.sorter32", lambda: Fn(ops.searchsorted, sorter=T([4, 0, 2, 3, 1], "int32"))(T([7.0, 1.0, 3.0, 5.0, 3.0]), T([2.0, 6.0])))
case("ss.nan", lambda: Fn(ops.searchsorted)(T([1.0, 2.0, np.nan]), T([np.nan, 1.5, np.inf])))
case("ss.2d", lambda: Fn(ops.searchsorted)(T([[1.0, 3.0], [2.0, 4.0]]), T([[2.0, 3.0, 5.0], [0.0, 3.0, 4.0]])))
case("ss.scalar", lambda: Fn(ops.searchsorted)(T(SS), T(4.0)))
case("ss.pyscalar", lambda: ops.searchsorted(T(SS), 4.0))
case("ss.dtmix", lambda: Fn(ops.searchsorted)(T(SS), T([3, 4], "int32")))
case("ss.badrows", lambda: Fn(ops.searchsorted)(T([[1.0, 3.0], [2.0, 4.0]]), T([[2.0, 3.0]])))
case("ss.empty", lambda: Fn(ops.searchsorted)(T(np.zeros((0,))), T([1.0, 2.0])))
case("ss.vmap", lambda: ops.vmap(ops.searchsorted, in_axes=(0, 0))(T([[1.0, 3.0, 5.0], [2.0, 4.0, 6.0]]), T([[3.0], [3.0]])))
case("ss.t", lambda: T(SS).searchsorted(T([3.0]), right=True))

# scatter_add (mint) / vmap
SI = [[0, 1, 2, 0], [0, 2, 2, 1]]
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "bool"]:
    case(f"sa.{dt}", lambda: Fn(mint.scatter_add, 1)(T(np.zeros((2, 3)), dt), T(SI, "int64"), T(np.ones((2, 4)) * 2, dt)))
case("sa.i32", lambda: Fn(mint.scatter_add, 0)(T(np.zeros((3, 3))), T([[0, 1, 2]], "int32"), T([[1.0, 2.0, 3.0]])))
case("sa.srcbig", lambda: Fn(mint.scatter_add, 0)(T(np.zeros((3, 3))), T([[0, 1]], "int64"), T(np.ones((2, 4)))))
case("sa.idxbig", lambda: Fn(mint.scatter_add, 0)(T(np.zeros((2, 2))), T([[0, 1, 1]], "int64"), T(np.ones((1, 2)))))
case("sa.oob", lambda: Fn(mint.scatter_add, 0)(T(np.zeros((2, 2))), T([[2, 0]], "int64"), T(np.ones((1, 2)))))
case("sa.neg", lambda: Fn(mint.scatter_add, 0)(T(np.zeros((2, 2))), T([[-1, 0]], "int64"), T(np.ones((1, 2)))))
case("sa.dimneg", lambda: Fn(mint.scatter_add, -1)(T(np.zeros((2, 3))), T(SI, "int64"), T(np.ones((2, 4)))))
case("sa.dtmix", lambda: Fn(mint.scatter_add, 1)(T(np.zeros((2, 3))), T(SI, "int64"), T(np.ones((2, 4)), "float16")))
case("sa.0d", lambda: Fn(mint.scatter_add, 0)(T(1.0), T(0, "int64"), T(2.0)))
case("sa.grad", lambda: G(mint.scatter_add, T(np.zeros((2, 3))), T(SI, "int64"), T(np.arange(8).reshape(2, 4)), pos=(0, 2), dim=1))
case("sa.vmap", lambda: ops.vmap(lambda x, i, s: mint.scatter_add(x, 0, i, s), in_axes=0)(T(np.zeros((2, 3))), T([[0, 0], [2, 1]], "int64"), T([[1.0, 2.0], [3.0, 4.0]])))
case("sa.t", lambda: T(np.zeros((2, 3))).scatter_add(1, T(SI, "int64"), T(np.ones((2, 4)))))

# masked_fill / vmap
MK = [[True, False, True], [False, False, True]]
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "bool"]:
    case(f"mf.{dt}", lambda: Fn(ops.masked_fill)(T([[1, 2, 3], [4, 5, 6]], dt), T(MK, "bool"), T(0.5, dt)))
    case(f"mf.py.{dt}", lambda: Fn(ops.masked_fill)(T([[1, 2, 3], [4, 5, 6]], dt), T(MK, "bool"), 2.5))
    case(f"mf.pyint.{dt}", lambda: Fn(ops.masked_fill)(T([[1, 2, 3], [4, 5, 6]], dt), T(MK, "bool"), 7))
case("mf.valdt", lambda: Fn(ops.masked_fill)(T([[1, 2, 3], [4, 5, 6]]), T(MK, "bool"), T(2, "int32")))
case("mf.val1d", lambda: Fn(ops.masked_fill)(T([[1, 2, 3], [4, 5, 6]]), T(MK, "bool"), T([2.0])))
case("mf.bcastmask", lambda: Fn(ops.masked_fill)(T([[1, 2, 3], [4, 5, 6]]), T([True, False, True], "bool"), 0.0))
case("mf.bcastx", lambda: Fn(ops.masked_fill)(T([1, 2, 3]), T(MK, "bool"), 0.0))
case("mf.intmask", lambda: Fn(ops.masked_fill)(T([1, 2, 3]), T([1, 0, 1], "int32"), 0.0))
case("mf.grad", lambda: G(ops.masked_fill, T([[1, 2, 3], [4, 5, 6]]), T(MK, "bool"), T(0.5), pos=(0, 2)))
case("mf.vmap", lambda: ops.vmap(ops.masked_fill, in_axes=(0, 0, 0))(T([[1, 2, 3], [4, 5, 6]]), T(MK, "bool"), T([9.0, 8.0])))
case("mf.mint", lambda: Fn(mint.masked_fill)(T([[1, 2, 3], [4, 5, 6]], "int32"), T(MK, "bool"), 1.9))
case("mf.t", lambda: T([[1, 2, 3], [4, 5, 6]]).masked_fill(T(MK, "bool"), -1.0))

# triu / tril / vmap
TR = np.arange(1, 13).reshape(3, 4)
for dt in ["float16", "float32", "float64", "int8", "int32", "uint8", "bool", "complex64"]:
    case(f"triu.{dt}", lambda: Fn(ops.triu, 1)(T(TR, dt)))
    case(f"tril.{dt}", lambda: Fn(mint.tril, -1)(T(TR, dt)))
for d in [-5, -1, 0, 2, 10]:
    case(f"triu.d{d}", lambda: Fn(mint.triu, d)(T(TR)))
    case(f"tril.d{d}", lambda: Fn(mint.tril, diagonal=d)(T(TR)))
case("triu.3d", lambda: Fn(mint.triu)(T(np.arange(12).reshape(2, 2, 3))))
case("triu.1d", lambda: Fn(mint.triu)(T([1.0, 2.0])))
case("tril.1d", lambda: Fn(mint.tril)(T([1.0, 2.0])))
case("triu.grad", lambda: G(mint.triu, T(TR), diagonal=1))
case("tril.grad", lambda: G(mint.tril, T(TR), diagonal=-1))
case("triu.vmap", lambda: ops.vmap(lambda x: ops.triu(x, 1), in_axes=2)(T(np.arange(18).reshape(3, 3, 2))))
case("tril.vmap", lambda: ops.vmap(lambda x: mint.tril(x), in_axes=0)(T(np.arange(18).reshape(2, 3, 3))))
case("triu.tdiag", lambda: Fn(mint.triu, T(1, "int32"))(T(TR)))
case("triu.empty", lambda: Fn(mint.triu)(T(np.zeros((0, 3)))))

# matrix_band_part
for dt in ["float16", "float32", "int32", "bool", "float64"]:
    case(f"mbp.{dt}", lambda: Fn(ops.matrix_band_part, 1, 0)(T(TR, dt)))
for lo, up in [(-1, 0), (0, -1), (-1, -1), (5, 5), (-2, 1)]:
    case(f"mbp.{lo}.{up}", lambda: Fn(ops.matrix_band_part, lo, up)(T(TR)))
case("mbp.tensor", lambda: Fn(ops.matrix_band_part)(T(TR), T(1, "int64"), T(0, "int64")))
case("mbp.1d", lambda: Fn(ops.matrix_band_part, 1, 0)(T([1.0, 2.0])))
case("mbp.grad", lambda: G(ops.matrix_band_part, T(TR), lower=1, upper=0))

# mint.sum / mean / prod (reduce_extend)
RE = [[1.0, 2.0, 3.0], [4.0, -5.0, 6.0]]
for dt in ["float16", "float32", "float64", "int8", "int32", "uint8", "bool"]:
    case(f"sum.{dt}", lambda: Fn(mint.sum)(T(RE, dt)))
    case(f"sum.dim.{dt}", lambda: Fn(mint.sum, 1, True)(T(RE, dt)))
    case(f"prod.{dt}", lambda: Fn(mint.prod)(T(RE, dt)))
    case(f"prod.dim.{dt}", lambda: Fn(mint.prod, 0)(T(RE, dt)))
    case(f"mean.{dt}", lambda: Fn(mint.mean)(T(RE, dt)))
    case(f"mean.dtype.{dt}", lambda: Fn(mint.mean, dtype=ms.float64)(T(RE, dt)))
    case(f"sum.dtype.{dt}", lambda: Fn(mint.sum, dtype=ms.int32)(T(RE, dt)))
    case(f"prod.dtype.{dt}", lambda: Fn(mint.prod, dtype=ms.float16)(T(RE, dt)))
case("sum.empty", lambda: Fn(mint.sum, 0)(T(np.zeros((0, 2)))))
case("mean.empty", lambda: Fn(mint.mean, 0)(T(np.zeros((0, 2)))))
case("prod.empty", lambda: Fn(mint.prod, 0)(T(np.zeros((0, 2)))))
case("prod.grad0", lambda: G(mint.prod, T([[1.0, 0.0, 3.0], [0.0, 0.0, 2.0]]), dim=1))
case("prod.grad_all", lambda: G(mint.prod, T([[1.0, 0.0, 3.0], [2.0, 1.0, 2.0]])))
case("mean.grad_tdim", lambda: G(mint.mean, T(RE), dim=(0, 1), keepdim=True))
case("sum.baddim", lambda: Fn(mint.sum, 2)(T(RE)))
case("prod.tupledim", lambda: Fn(mint.prod, (0, 1))(T(RE)))

# var / median / unique_consecutive / topk
for dt in ["float16", "float32", "float64", "int32"]:
    case(f"var.m.{dt}", lambda: Fn(mint.var)(T(RE, dt)))
    case(f"median.{dt}", lambda: Fn(mint.median)(T(RE, dt)))
    case(f"median.dim.{dt}", lambda: Fn(mint.median, 1, True)(T(RE, dt)))
for kw in [dict(dim=1), dict(dim=0, correction=0), dict(correction=2), dict(dim=(0, 1), keepdim=True), dict(correction=6)]:
    k = "_".join(f"{a}{b}" for a, b in kw.items()).replace(" ", "")
    case(f"var.{k}", lambda: Fn(mint.var, **kw)(T(RE)))
case("var.grad", lambda: G(mint.var, T(RE), dim=1))
case("var.1elem", lambda: Fn(mint.var)(T([3.0])))
case("median.nan", lambda: Fn(mint.median, 0)(T([1.0, np.nan, 3.0])))
case("median.even", lambda: Fn(mint.median, 0)(T([4.0, 1.0, 3.0, 2.0])))
case("median.0d", lambda: Fn(mint.median)(T(2.0)))
case("median.grad", lambda: G(mint.median, T([[4.0, 1.0, 3.0, 2.0]]), dim=1))
case("median.grad_all", lambda: G(mint.median, T([4.0, 1.0, 3.0, 2.0])))
UC = [1, 1, 2, 2, 3, 1, 1, 2]
for dt in ["float32", "int32", "int64", "uint8", "bool", "float16"]:
    case(f"uc.{dt}", lambda: Fn(mint.unique_consecutive, True, True)(T(UC, dt)))
case("uc.dim", lambda: Fn(mint.unique_consecutive, True, True, 0)(T([[1, 2], [1, 2], [3, 4], [1, 2]], "int32")))
case("uc.dim1", lambda: Fn(mint.unique_consecutive, False, True, 1)(T([[1, 1, 2], [1, 1, 3]], "int32")))
case("uc.0d", lambda: Fn(mint.unique_consecutive)(T(3, "int32")))
case("uc.empty", lambda: Fn(mint.unique_consecutive, True, True)(T(np.zeros((0,)), "int32")))
case("uc.2d_nodim", lambda: Fn(mint.unique_consecutive, True, True)(T([[1, 1], [2, 1]], "int32")))
case("uc.nan", lambda: Fn(mint.unique_consecutive)(T([np.nan, np.nan, 1.0])))
for dt in ["float16", "float32", "int32", "int8", "uint8", "int64"]:
    case(f"topk.{dt}", lambda: Fn(mint.topk, 2)(T(RE, dt)))
    case(f"topk.small.{dt}", lambda: Fn(mint.topk, 2, 0, False)(T(RE, dt)))
case("topk.nan", lambda: Fn(mint.topk, 2)(T([1.0, np.nan, 3.0, np.inf])))
case("topk.k0", lambda: Fn(mint.topk, 0)(T(RE)))
case("topk.kbig", lambda: Fn(mint.topk, 4)(T(RE)))
case("topk.unsorted", lambda: Fn(mint.topk, 2, sorted=False)(T([1.0, 5.0, 3.0, 4.0])))
case("topk.0d", lambda: Fn(mint.topk, 1)(T(2.0)))
case("topk.tie", lambda: Fn(mint.topk, 2)(T([1.0, 2.0, 2.0, 2.0])))
case("topk.grad", lambda: ms.grad(lambda x: mint.topk(x, 2)[0].sum())(T([1.0, 2.0, 2.0, 0.0])))

# split / unbind
SP = np.arange(10).reshape(5, 2)
for a in [2, (1, 4), [2, 2, 1], 5, 7, (0, 5)]:
    case(f"split.{a}".replace(" ", ""), lambda: Fn(mint.split, a)(T(SP)))
case("split.dim1", lambda: Fn(mint.split, 1, 1)(T(SP)))
case("split.badsum", lambda: Fn(mint.split, (1, 2))(T(SP)))
case("split.zero", lambda: Fn(mint.split, 0)(T(SP)))
case("split.grad", lambda: ms.grad(lambda x: mint.split(x, 2)[1].sum() * 2 + mint.split(x, 2)[2].sum())(T(SP)))
case("split.P", lambda: Fn(P.Split(1, 2))(T(SP.T)))
case("split.P_bad", lambda: Fn(P.Split(0, 2))(T(SP)))
for d in [0, 1, -1, 2]:
    case(f"unbind.{d}", lambda: Fn(mint.unbind, d)(T(SP)))
case("unbind.0d", lambda: Fn(mint.unbind)(T(1.0)))
case("unbind.empty", lambda: Fn(mint.unbind)(T(np.zeros((0, 2)))))
case("unbind.grad", lambda: ms.grad(lambda x: mint.unbind(x, 1)[0].sum() * 3)(T(SP)))

# rfft2
RF = np.arange(12).reshape(3, 4) * 0.5
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "bool"]:
    case(f"rfft2.{dt}", lambda: Fn(ops.rfft2)(T(RF, dt)))
for kw in [dict(s=(2, 6)), dict(dim=(0, 1)), dict(norm="ortho"), dict(norm="forward"), dict(s=(4, 4), dim=(1, 0))]:
    k = "_".join(f"{a}{b}" for a, b in kw.items()).replace(" ", "")
    case(f"rfft2.{k}", lambda: Fn(ops.rfft2, **kw)(T(RF)))
case("rfft2.1d", lambda: Fn(ops.rfft2)(T(RF[0])))
case("rfft2.3d", lambda: Fn(ops.rfft2)(T(np.arange(24).reshape(2, 3, 4))))
case("rfft2.badnorm", lambda: Fn(ops.rfft2, norm="x")(T(RF)))
case("rfft2.grad", lambda: ms.grad(lambda x: ops.real(ops.rfft2(x)).sum() + ops.imag(ops.rfft2(x)).sum() * 2)(T(RF)))

# pow(scalar, tensor) / softmin / trace / unsqueeze / tensor slice
for b in [2, 2.5, -2, 0, True]:
    for dt in ["float16", "float32", "int32", "int8", "uint8", "bool"]:
        case(f"pow.{b}.{dt}", lambda: Fn(mint.pow, b)(T([0, 1, 2, 3], dt)) if False else mint.pow(b, T([0, 1, 2, 3], dt)))
case("pow.sgrad", lambda: ms.grad(lambda e: mint.pow(2.0, e).sum())(T([0.0, 1.0, 2.0])))
case("pow.sgrad0", lambda: ms.grad(lambda e: mint.pow(0.0, e).sum())(T([0.0, 1.0, 2.0])))
case("pow.jit", lambda: ms.jit(lambda e: mint.pow(3, e))(T([1, 2], "int32")))
for dt in ["float16", "float32", "float64", "int32"]:
    case(f"softmin.{dt}", lambda: Fn(ops.softmin, 0)(T(RE, dt)))
case("softmin.dtype", lambda: Fn(ops.softmin, -1, dtype=ms.float64)(T(RE)))
case("softmin.grad", lambda: G(ops.softmin, T(RE), axis=1))
case("softmin.nn", lambda: nn.Softmin(1)(T(RE)))
case("softmin.0d", lambda: Fn(ops.softmin, 0)(T(2.0)))
for dt in ["float16", "float32", "int32", "uint8", "bool", "int8"]:
    case(f"trace.{dt}", lambda: T(TR, dt).trace())
    case(f"trace.fn.{dt}", lambda: Fn(ops.trace)(T(TR, dt)))
case("trace.3d", lambda: T(np.ones((2, 2, 2))).trace())
case("trace.grad", lambda: G(ops.trace, T(TR)))
case("trace.empty", lambda: Fn(ops.trace)(T(np.zeros((0, 3)))))
for d in [0, 1, 2, -1, -3, 3, -4]:
    case(f"unsq.{d}", lambda: Fn(mint.unsqueeze, d)(T([[1.0, 2.0]])).shape)
case("unsq.0d", lambda: Fn(ops.unsqueeze, 0)(T(1.0)))
case("unsq.grad", lambda: G(ops.unsqueeze, T([1.0, 2.0]), dim=1))
TS = T(np.arange(24).reshape(2, 3, 4))
for nm, fn in [("s1", lambda t: t[1:, ::2, -1]), ("s2", lambda t: t[..., 1]), ("s3", lambda t: t[None, 0, :, None]),
               ("s4", lambda t: t[:, -2:, 1:3]), ("s5", lambda t: t[0, 10:]), ("s6", lambda t: t[::-1])]:
    case(f"slice.{nm}", lambda: fn(TS))
    case(f"slice.jit.{nm}", lambda: ms.jit(fn)(TS))
