"""st/ops test_ops_all / argmax_ext / argmin_ext / cummax / cummin / kthvalue / histc_ext / gather_ext /
index_select_ext / index_fill_scalar / index_fill_tensor / indexput / inplace_index_put / inplace_scatter_add /
flip / einsum / eye / lin_space_ext / dstack / hstack / concat / broadcast_to / cast / cross / inverse / linalg_qr /
batch_matmul_ext / inplace_addmm: dtypes, keyword forms, negative dims, 0-d / empty inputs, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops, Tensor
from _h import case
from _c import C, G, T

DTS = ["float16", "float32", "float64", "int8", "int32", "int64", "uint8", "bool"]
X = [[3.0, -1.0, 3.0, 0.5], [-2.0, 7.0, 7.0, -2.0], [0.0, 0.0, 1.0, 1.0]]


def X_(dt):
    a = np.array(X)
    if dt == "uint8":
        a = np.abs(a)
    if dt == "bool":
        a = a > 0.7
    return T(a, dt)


# all / argmax / argmin
for dt in DTS:
    case(f"all.{dt}", lambda: C(mint.all)(X_(dt)))
    case(f"all.dim.{dt}", lambda: C(lambda x: mint.all(x, dim=-1, keepdim=True))(X_(dt)))
    case(f"ops.all.axis.{dt}", lambda: C(lambda x: ops.all(x, axis=(0, 1)))(X_(dt)))
    for dim in [None, 0, -1, 1]:
        case(f"argmax.{dim}.{dt}", lambda: C(lambda x: mint.argmax(x, dim=dim))(X_(dt)))
        case(f"argmin.{dim}.{dt}", lambda: C(lambda x: mint.argmin(x, dim=dim))(X_(dt)))
        case(f"argmax.{dim}.keep.{dt}", lambda: C(lambda x: mint.argmax(x, dim=dim, keepdim=True))(X_(dt)))
        case(f"argmin.{dim}.keep.{dt}", lambda: C(lambda x: mint.argmin(x, dim, True))(X_(dt)))
for name, fn in [("argmax", mint.argmax), ("argmin", mint.argmin), ("all", mint.all)]:
    case(f"{name}.0d", lambda: C(fn)(T(2.0)))
    case(f"{name}.0d.dim0", lambda: C(lambda x: fn(x, 0))(T(2.0)))
    case(f"{name}.0d.dim-1", lambda: C(lambda x: fn(x, -1))(T(2.0)))
    case(f"{name}.empty", lambda: C(fn)(T(np.zeros((0, 3)))))
    case(f"{name}.empty.dim1", lambda: C(lambda x: fn(x, 1))(T(np.zeros((0, 3)))))
    case(f"{name}.empty.dim0", lambda: C(lambda x: fn(x, 0))(T(np.zeros((0, 3)))))
    case(f"{name}.nan", lambda: C(lambda x: fn(x, 0))(T([[1.0, np.nan], [np.nan, 2.0], [3.0, 0.0]])))
    case(f"{name}.dim3", lambda: C(lambda x: fn(x, 3))(T(X)))
    case(f"{name}.grad", lambda: G(lambda x: fn(x, 0) * 1.0)(T(X)))
# cummax / cummin
for name, fn in [("cummax", mint.cummax), ("cummin", mint.cummin), ("ops.cummax", ops.cummax),
                 ("ops.cummin", ops.cummin)]:
    for dt in DTS:
        for d in [0, 1, -1]:
            case(f"{name}.{d}.{dt}", lambda: C(lambda x: fn(x, d))(X_(dt)))
    case(f"{name}.nan", lambda: C(lambda x: fn(x, 1))(T([[1.0, np.nan, 0.5, 3.0], [2.0, 1.0, np.nan, np.inf]])))
    case(f"{name}.0d", lambda: C(lambda x: fn(x, 0))(T(2.0)))
    case(f"{name}.empty", lambda: C(lambda x: fn(x, 0))(T(np.zeros((0, 3)))))
    case(f"{name}.dimbad", lambda: C(lambda x: fn(x, 2))(T(X)))
    case(f"{name}.grad", lambda: G(lambda x: fn(x, 1)[0])(T(X)))
    case(f"{name}.grad.ties", lambda: G(lambda x: fn(x, 0)[0])(T([[1.0, 2.0], [1.0, 2.0], [0.0, 5.0]])))
    case(f"{name}.grad.f16", lambda: G(lambda x: fn(x, 1)[0])(T(X, "float16")))
# kthvalue
for dt in DTS:
    for k, d in [(1, 1), (2, -1), (3, 0), (4, 1)]:
        case(f"kthvalue.{k}.{d}.{dt}", lambda: C(lambda x: ops.kthvalue(x, k, d))(X_(dt)))
    case(f"kthvalue.keep.{dt}", lambda: C(lambda x: ops.kthvalue(x, 2, dim=1, keepdim=True))(X_(dt)))
case("kthvalue.k0", lambda: C(lambda x: ops.kthvalue(x, 0, 1))(T(X)))
case("kthvalue.k5", lambda: C(lambda x: ops.kthvalue(x, 5, 1))(T(X)))
case("kthvalue.0d", lambda: C(lambda x: ops.kthvalue(x, 1, 0))(T(2.0)))
case("kthvalue.nan", lambda: C(lambda x: ops.kthvalue(x, 2, 0))(T([[1.0, np.nan], [np.nan, 2.0], [3.0, 0.0]])))
case("kthvalue.grad", lambda: G(lambda x: ops.kthvalue(x, 2, 1)[0])(T(X)))
case("kthvalue.grad.ties", lambda: G(lambda x: ops.kthvalue(x, 2, 0)[0])(T([[1.0, 2.0], [1.0, 2.0], [0.0, 5.0]])))
# histc
for dt in ["float16", "float32", "float64", "int32", "int64", "uint8", "int8", "bool"]:
    case(f"histc.{dt}", lambda: C(lambda x: mint.histc(x, bins=4, min=0, max=3))(X_(dt)))
    case(f"histc.auto.{dt}", lambda: C(lambda x: mint.histc(x, bins=5))(X_(dt)))
case("histc.minmax_eq", lambda: C(lambda x: mint.histc(x, bins=3, min=1, max=1))(T(X)))
case("histc.minmax_bad", lambda: C(lambda x: mint.histc(x, bins=3, min=3, max=1))(T(X)))
case("histc.bins0", lambda: C(lambda x: mint.histc(x, bins=0))(T(X)))
case("histc.float_bounds", lambda: C(lambda x: mint.histc(x, bins=4, min=-0.5, max=2.5))(T(X)))
case("histc.nan", lambda: C(lambda x: mint.histc(x, bins=4, min=0, max=3))(T([1.0, np.nan, np.inf, 3.0])))
case("histc.empty", lambda: C(lambda x: mint.histc(x, bins=4))(T(np.zeros((0,)))))
case("histc.0d", lambda: C(lambda x: mint.histc(x, bins=4))(T(2.0)))
case("histc.edge", lambda: C(lambda x: mint.histc(x, bins=3, min=0, max=3))(T([0.0, 1.0, 2.0, 3.0, 3.0000001, -0.0])))
case("histc.grad", lambda: G(lambda x: mint.histc(x, bins=4, min=0, max=3))(T(X)))
# gather / index_select / index_fill / index_add
IDX = [[0, 2], [1, 0], [3, 3]]
for dt in DTS:
    case(f"gather.{dt}", lambda: C(lambda x, i: mint.gather(x, 1, i))(X_(dt), T(IDX, "int64")))
    case(f"index_select.{dt}", lambda: C(lambda x, i: mint.index_select(x, 1, i))(X_(dt), T([3, 0, 0], "int64")))
    case(f"index_fill.{dt}", lambda: C(lambda x, i: x.index_fill(1, i, 5))(X_(dt), T([3, 0], "int64")))
    case(f"index_add.{dt}", lambda: C(lambda x, i, s: mint.index_add(x, 0, i, s))(X_(dt), T([2, 0, 2], "int64"), X_(dt)))
case("gather.idx32", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T(IDX, "int32")))
case("gather.idxneg", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T([[-1, 0]] * 3, "int64")))
case("gather.idxoob", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T([[4, 0]] * 3, "int64")))
case("gather.dimneg", lambda: C(lambda x, i: mint.gather(x, -1, i))(T(X), T(IDX, "int64")))
case("gather.small", lambda: C(lambda x, i: mint.gather(x, 0, i))(T(X), T([[2], [0]], "int64")))
case("gather.big", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T([[0, 1, 2, 3, 0]] * 3, "int64")))
case("gather.rank", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T([0, 1], "int64")))
case("gather.idxf", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T(IDX, "float32")))
case("gather.grad", lambda: G(lambda x, i: mint.gather(x, 1, i))(T(X), T(IDX, "int64")))
case("gather.0d", lambda: C(lambda x, i: mint.gather(x, 0, i))(T(2.0), T(0, "int64")))
case("gather.empty", lambda: C(lambda x, i: mint.gather(x, 1, i))(T(X), T(np.zeros((3, 0)), "int64")))
case("index_select.neg", lambda: C(lambda x, i: mint.index_select(x, 1, i))(T(X), T([-1], "int64")))
case("index_select.oob", lambda: C(lambda x, i: mint.index_select(x, 1, i))(T(X), T([4], "int64")))
case("index_select.2d", lambda: C(lambda x, i: mint.index_select(x, 1, i))(T(X), T([[1, 0]], "int64")))
case("index_select.0d", lambda: C(lambda x, i: mint.index_select(x, 0, i))(T(X), T(1, "int64")))
case("index_select.i32", lambda: C(lambda x, i: mint.index_select(x, 0, i))(T(X), T([1, 2], "int32")))
case("index_select.f", lambda: C(lambda x, i: mint.index_select(x, 0, i))(T(X), T([1, 2], "float32")))
case("index_select.dimneg", lambda: C(lambda x, i: mint.index_select(x, -2, i))(T(X), T([2, 2], "int64")))
case("index_select.grad", lambda: G(lambda x, i: mint.index_select(x, 1, i))(T(X), T([3, 0, 0], "int64")))
case("index_select.empty", lambda: C(lambda x, i: mint.index_select(x, 1, i))(T(X), T(np.zeros((0,)), "int64")))
case("index_fill.tensorval", lambda: C(lambda x, i, v: x.index_fill(1, i, v))(T(X), T([1], "int64"), T(-3.0)))
case("index_fill.floatval.int", lambda: C(lambda x, i: x.index_fill(1, i, 2.7))(T(X, "int32"), T([1], "int64")))
case("index_fill.neg", lambda: C(lambda x, i: x.index_fill(-1, i, 0))(T(X), T([-1], "int64")))
case("index_fill.grad", lambda: G(lambda x, i, v: x.index_fill(1, i, v))(T(X), T([1, 2], "int64"), T(-3.0)))
case("index_fill.ops", lambda: C(lambda x, i: ops.index_fill(x, 1, i, 9.0))(T(X), T([0, 3], "int32")))
case("index_add.alpha", lambda: C(lambda x, i, s: mint.index_add(x, 1, i, s, alpha=2))(T(X), T([0, 0, 1, 3], "int64"), T(X)))
case("index_add.grad", lambda: G(lambda x, i, s: mint.index_add(x, 0, i, s))(T(X), T([2, 0, 2], "int64"), T(X)))
# scatter_add
for dt in ["float16", "float32", "int32", "int64", "uint8", "float64"]:
    case(f"scatter_add.{dt}", lambda: C(lambda x, i, s: mint.scatter_add(x, 1, i, s))(X_(dt), T(IDX, "int64"),
                                                                                       X_(dt)[:, :2]))
case("scatter_add.grad", lambda: G(lambda x, s: mint.scatter_add(x, 1, T(IDX, "int64"), s))(T(X), T(np.ones((3, 2)))))
# flip
for dt in DTS:
    case(f"flip.{dt}", lambda: C(lambda x: mint.flip(x, (0, -1)))(X_(dt)))
case("flip.int_dims", lambda: C(lambda x: mint.flip(x, 1))(T(X)))
case("flip.list", lambda: C(lambda x: ops.flip(x, [0]))(T(X)))
case("flip.dup", lambda: C(lambda x: mint.flip(x, (0, 0)))(T(X)))
case("flip.dup2", lambda: C(lambda x: mint.flip(x, (1, -1)))(T(X)))
case("flip.bad", lambda: C(lambda x: mint.flip(x, (2,)))(T(X)))
case("flip.0d", lambda: C(lambda x: mint.flip(x, (0,)))(T(2.0)))
case("flip.0d.empty", lambda: C(lambda x: mint.flip(x, ()))(T(2.0)))
case("flip.empty", lambda: C(lambda x: mint.flip(x, (0,)))(T(np.zeros((0, 2)))))
case("flip.grad", lambda: G(lambda x: mint.flip(x, (1,)) * T([1.0, 2.0, 3.0, 4.0]))(T(X)))
# einsum
case("einsum.mm", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X), T(np.arange(8).reshape(4, 2))))
case("einsum.trace", lambda: C(lambda a: ops.einsum("ii", a))(T(np.arange(9).reshape(3, 3))))
case("einsum.diag", lambda: C(lambda a: ops.einsum("ii->i", a))(T(np.arange(9).reshape(3, 3))))
case("einsum.outer", lambda: C(lambda a, b: ops.einsum("i,j->ij", a, b))(T([1.0, 2.0]), T([3.0, 4.0, 5.0])))
case("einsum.ellipsis", lambda: C(lambda a, b: ops.einsum("...ij,...jk->...ik", a, b))(T(np.ones((2, 2, 3))),
                                                                                         T(np.ones((2, 3, 1)))))
case("einsum.sum", lambda: C(lambda a: ops.einsum("ij->", a))(T(X)))
case("einsum.transpose", lambda: C(lambda a: ops.einsum("ij->ji", a))(T(X)))
case("einsum.implicit", lambda: C(lambda a, b: ops.einsum("ij,jk", a, b))(T(X), T(np.arange(8).reshape(4, 2))))
case("einsum.list", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", [a, b]))(T(X), T(np.arange(8).reshape(4, 2))))
case("einsum.f16", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X, "float16"), T(np.arange(8).reshape(4, 2), "float16")))
case("einsum.f64", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X, "float64"), T(np.arange(8).reshape(4, 2), "float64")))
case("einsum.int", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X, "int32"), T(np.arange(8).reshape(4, 2), "int32")))
case("einsum.mixed", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X, "float32"), T(np.arange(8).reshape(4, 2), "float16")))
case("einsum.bad", lambda: C(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X), T(np.arange(6).reshape(3, 2))))
case("einsum.grad", lambda: G(lambda a, b: ops.einsum("ij,jk->ik", a, b))(T(X), T(np.arange(8).reshape(4, 2))))
case("einsum.grad.trace", lambda: G(lambda a: ops.einsum("ii", a))(T(np.arange(9).reshape(3, 3))))
case("einsum.spaces", lambda: C(lambda a, b: ops.einsum("i j , j k -> i k", a, b))(T(X), T(np.arange(8).reshape(4, 2))))
case("einsum.upper", lambda: C(lambda a: ops.einsum("Ab->bA", a))(T(X)))
# eye / linspace
for dt in [None, ms.float16, ms.float32, ms.int32, ms.int64, ms.bool_, ms.uint8, ms.float64]:
    case(f"eye.{dt}", lambda: mint.eye(2, 3, dtype=dt))
    case(f"eye.n.{dt}", lambda: mint.eye(3, dtype=dt))
    case(f"linspace.{dt}", lambda: mint.linspace(-1, 2, 4, dtype=dt))
    case(f"linspace.f.{dt}", lambda: mint.linspace(-1.5, 2.7, 5, dtype=dt))
case("eye.0", lambda: mint.eye(0))
case("eye.neg", lambda: mint.eye(-1))
case("eye.m0", lambda: mint.eye(2, 0))
case("eye.float", lambda: mint.eye(2.0))
case("eye.graph", lambda: C(lambda x: mint.eye(3, 2) + x)(T(1.0)))
case("linspace.1", lambda: mint.linspace(2, 5, 1))
case("linspace.0", lambda: mint.linspace(2, 5, 0))
case("linspace.neg", lambda: mint.linspace(2, 5, -1))
case("linspace.rev", lambda: mint.linspace(5, 2, 4))
case("linspace.tensor", lambda: mint.linspace(T(1.0), T(3.0), 3))
case("linspace.tensor.int", lambda: mint.linspace(T(1, "int32"), T(3, "int32"), 3))
case("linspace.int.steps5", lambda: mint.linspace(0, 10, 4, dtype=ms.int32))
case("linspace.graph", lambda: C(lambda x: mint.linspace(0, 1, 5) * x)(T(2.0)))
case("ops.linspace", lambda: ops.linspace(T(0.0), T(1.0), 5))
case("ops.linspace.pyint", lambda: ops.linspace(0, 1, 5))
# dstack / hstack / concat / broadcast_to
for dt in DTS:
    case(f"dstack.{dt}", lambda: C(lambda a, b: mint.dstack((a, b)))(X_(dt), X_(dt)))
    case(f"hstack.{dt}", lambda: C(lambda a, b: mint.hstack([a, b]))(X_(dt), X_(dt)))
    case(f"cat.{dt}", lambda: C(lambda a, b: mint.cat((a, b), -1))(X_(dt), X_(dt)))
    case(f"broadcast_to.{dt}", lambda: C(lambda a: mint.broadcast_to(a, (2, 3, 4)))(X_(dt)))
case("dstack.1d", lambda: C(lambda a, b: mint.dstack((a, b)))(T([1.0, 2.0]), T([3.0, 4.0])))
case("dstack.0d", lambda: C(lambda a, b: mint.dstack((a, b)))(T(1.0), T(2.0)))
case("hstack.1d", lambda: C(lambda a, b: mint.hstack((a, b)))(T([1.0, 2.0]), T([3.0])))
case("hstack.0d", lambda: C(lambda a, b: mint.hstack((a, b)))(T(1.0), T(2.0)))
case("hstack.mixed", lambda: C(lambda a, b: mint.hstack((a, b)))(T([1.0, 2.0]), T([3], "int32")))
case("dstack.mixed", lambda: C(lambda a, b: mint.dstack((a, b)))(T([1.0, 2.0], "float16"), T([3, 4], "int64")))
case("cat.mixed", lambda: C(lambda a, b: mint.cat((a, b)))(T([1.0, 2.0], "float16"), T([3, 4], "int64")))
case("cat.mixed2", lambda: C(lambda a, b: mint.cat((a, b)))(T([True], "bool"), T([3, 4], "uint8")))
case("cat.empty", lambda: C(lambda a, b: mint.cat((a, b)))(T(np.zeros((0,))), T([3.0, 4.0])))
case("cat.empty2d", lambda: C(lambda a, b: mint.cat((a, b), 1))(T(np.zeros((2, 0))), T([[3.0], [4.0]])))
case("cat.0d", lambda: C(lambda a, b: mint.cat((a, b)))(T(1.0), T(2.0)))
case("cat.one", lambda: C(lambda a: mint.cat((a,), 0))(T(X)))
case("cat.dimbad", lambda: C(lambda a, b: mint.cat((a, b), 2))(T(X), T(X)))
case("cat.shapebad", lambda: C(lambda a, b: mint.cat((a, b), 0))(T(X), T([[1.0, 2.0]])))
case("cat.grad", lambda: G(lambda a, b: mint.cat((a, b), 0) * 2)(T(X), T([[1.0, 2.0, 3.0, 4.0]])))
case("cat.grad.mixed", lambda: G(lambda a, b: mint.cat((a, b), 0))(T([1.0, 2.0], "float16"), T([3.0], "float32")))
case("dstack.grad", lambda: G(lambda a, b: mint.dstack((a, b)))(T([1.0, 2.0]), T([3.0, 4.0])))
case("hstack.grad", lambda: G(lambda a, b: mint.hstack((a, b)))(T([1.0, 2.0]), T([3.0])))
case("broadcast_to.neg1", lambda: C(lambda a: mint.broadcast_to(a, (-1, 4)))(T(X)))
case("broadcast_to.neg1new", lambda: C(lambda a: mint.broadcast_to(a, (-1, 3, 4)))(T(X)))
case("broadcast_to.bad", lambda: C(lambda a: mint.broadcast_to(a, (3, 5)))(T(X)))
case("broadcast_to.0d", lambda: C(lambda a: mint.broadcast_to(a, (2, 2)))(T(1.5)))
case("broadcast_to.empty", lambda: C(lambda a: mint.broadcast_to(a, (0, 4)))(T([1.0, 2.0, 3.0, 4.0])))
case("broadcast_to.grad", lambda: G(lambda a: mint.broadcast_to(a, (2, 3, 4)))(T([[1.0], [2.0], [3.0]])))
case("broadcast_to.tensor_shape", lambda: C(lambda a: a.broadcast_to((2, 3, 4)))(T(X)))
# cast
TDS = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.bfloat16]
for src in ["float32", "float64", "float16", "int32", "bool"]:
    for dst in TDS:
        case(f"cast.{src}.{dst}", lambda: C(lambda x: ops.cast(x, dst))(T([-2.7, -1.0, 0.0, 0.5, 300.6, 1e10]
                                                                           if src != "bool" else [1, 0, 1, 0, 0, 1], src)))
case("cast.special.int32", lambda: C(lambda x: ops.cast(x, ms.int32))(T([np.nan, np.inf, -np.inf])))
case("cast.special.uint8", lambda: C(lambda x: ops.cast(x, ms.uint8))(T([np.nan, -1.0, 256.0])))
case("cast.special.bool", lambda: C(lambda x: ops.cast(x, ms.bool_))(T([np.nan, -0.0, 1e-40])))
case("cast.grad", lambda: G(lambda x: ops.cast(x, ms.float16))(T([1.0, 2.0])))
case("cast.grad.int", lambda: G(lambda x: ops.cast(x, ms.int32) * 1.0)(T([1.5, 2.0])))
case("cast.pyscalar", lambda: ops.cast(3.7, ms.int32))
case("cast.bad", lambda: ops.cast(T([1.0]), "int32"))
# cross / inverse / qr / bmm / addmm
V3 = [[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]
W3 = [[0.0, 1.0, -1.0], [2.0, 2.0, 2.0]]
for dt in ["float16", "float32", "float64", "int32", "int64", "int8", "uint8", "bool"]:
    case(f"cross.{dt}", lambda: C(lambda a, b: mint.cross(a, b))(T(V3, dt), T(W3, dt)))
case("cross.dim0", lambda: C(lambda a, b: mint.cross(a, b, dim=0))(T(np.arange(6).reshape(3, 2)), T(np.ones((3, 2)))))
case("cross.dim-1", lambda: C(lambda a, b: mint.cross(a, b, dim=-1))(T(V3), T(W3)))
case("cross.default.first3", lambda: C(lambda a, b: mint.cross(a, b))(T(np.arange(9).reshape(3, 3)), T(np.ones((3, 3)))))
case("cross.bcast", lambda: C(lambda a, b: mint.cross(a, b))(T(V3), T([[0.0, 1.0, -1.0]])))
case("cross.bad", lambda: C(lambda a, b: mint.cross(a, b, dim=1))(T(np.ones((2, 4))), T(np.ones((2, 4)))))
case("cross.mixed", lambda: C(lambda a, b: mint.cross(a, b))(T(V3, "float16"), T(W3, "float32")))
case("cross.grad", lambda: G(lambda a, b: mint.cross(a, b))(T(V3), T(W3)))
M = [[2.0, 1.0], [1.0, 3.0]]
for dt in ["float16", "float32", "float64", "int32", "bool"]:
    case(f"inverse.{dt}", lambda: C(ops.inverse)(T(M, dt)))
    case(f"qr.{dt}", lambda: C(lambda a: mint.linalg.qr(a))(T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dt)))
case("inverse.singular", lambda: C(ops.inverse)(T([[1.0, 2.0], [2.0, 4.0]])))
case("inverse.batch", lambda: C(ops.inverse)(T([M, [[1.0, 0.0], [0.0, 4.0]]])))
case("inverse.nonsq", lambda: C(ops.inverse)(T([[1.0, 2.0, 3.0]])))
case("inverse.1d", lambda: C(ops.inverse)(T([1.0, 2.0])))
case("inverse.empty", lambda: C(ops.inverse)(T(np.zeros((0, 2, 2)))))
case("inverse.grad", lambda: G(ops.inverse)(T(M)))
for mode in ["reduced", "complete", "r", "bad"]:
    case(f"qr.{mode}", lambda: C(lambda a: mint.linalg.qr(a, mode=mode))(T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])))
    case(f"qr.wide.{mode}", lambda: C(lambda a: mint.linalg.qr(a, mode=mode))(T([[1.0, 2.0, 0.0], [3.0, 4.0, 1.0]])))
case("qr.grad", lambda: G(lambda a: mint.linalg.qr(a)[1])(T([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])))
case("qr.1d", lambda: C(lambda a: mint.linalg.qr(a))(T([1.0, 2.0])))
BM = np.arange(12).reshape(2, 2, 3) - 5.0
BN = np.arange(12).reshape(2, 3, 2) * 0.5
for dt in ["float16", "float32", "float64", "int32", "int8", "uint8", "bool", "bfloat16"]:
    case(f"bmm.{dt}", lambda: C(mint.bmm)(T(BM, dt), T(BN, dt)))
    case(f"baddbmm.{dt}", lambda: C(lambda i, a, b: mint.baddbmm(i, a, b, beta=0.5, alpha=2))(T(np.ones((2, 2, 2)), dt),
                                                                                             T(BM, dt), T(BN, dt)))
    case(f"addmm.{dt}", lambda: C(lambda i, a, b: mint.addmm(i, a, b, beta=2, alpha=0.5))(T([1.0, 2.0], dt), T(BM[0], dt),
                                                                                         T(BN[0], dt)))
case("bmm.mixed", lambda: C(mint.bmm)(T(BM, "float16"), T(BN, "float32")))
case("bmm.2d", lambda: C(mint.bmm)(T(BM[0]), T(BN[0])))
case("bmm.bcast", lambda: C(mint.bmm)(T(BM[:1]), T(BN)))
case("bmm.kbad", lambda: C(mint.bmm)(T(BM), T(BM)))
case("bmm.empty", lambda: C(mint.bmm)(T(np.zeros((0, 2, 3))), T(np.zeros((0, 3, 4)))))
case("bmm.k0", lambda: C(mint.bmm)(T(np.zeros((2, 2, 0))), T(np.zeros((2, 0, 4)))))
case("bmm.grad", lambda: G(mint.bmm)(T(BM), T(BN)))
case("addmm.grad", lambda: G(lambda i, a, b: mint.addmm(i, a, b, beta=2, alpha=0.5))(T([1.0, 2.0]), T(BM[0]), T(BN[0])))
case("baddbmm.grad", lambda: G(lambda i, a, b: mint.baddbmm(i, a, b, beta=0.5, alpha=2))(T(np.ones((2, 2, 2))), T(BM), T(BN)))
case("addmm.beta0.nan", lambda: C(lambda i, a, b: mint.addmm(i, a, b, beta=0))(T([np.nan, 1.0]), T(BM[0]), T(BN[0])))
case("baddbmm.beta0.nan", lambda: C(lambda i, a, b: mint.baddbmm(i, a, b, beta=0))(T(np.full((2, 2, 2), np.nan)), T(BM), T(BN)))
