"""st/ops/gpu test_cdist_op / test_einsum_op / test_nn_replicationpad / test_instance_norm_nd / test_instancenorm2d /
test_fold_op / test_logspace_op / test_non_zero_op / test_pad_v3_grad / test_resize_bicubic(_grad)_op variants:
dtypes, p values, equations, pad forms, 0-d / empty, gradients, error paths."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


FL = ["float16", "float32", "float64"]
A = np.arange(2 * 3 * 2).reshape(2, 3, 2) / 4.0
B = (np.arange(2 * 4 * 2).reshape(2, 4, 2) % 5) / 3.0
for dt in FL + ["int32"]:
    for p in [0.0, 1.0, 2.0, 3.0, 0.5, float("inf")]:
        case(f"cdist.{dt}.p{p}", lambda: Fn(P.Cdist(p))(T(A, dt), T(B, dt)))
    case(f"cdist.fn.{dt}", lambda: ops.cdist(T(A, dt), T(B, dt)))
    case(f"cdist.grad.{dt}", lambda: ops.GradOperation(get_all=True)(Fn(P.Cdist(2.0)))(T(A, dt), T(B, dt)))
    case(f"cdist.grad1.{dt}", lambda: ops.GradOperation(get_all=True)(Fn(P.Cdist(1.0)))(T(A, dt), T(B, dt)))
case("cdist.2d", lambda: Fn(P.Cdist(2.0))(T(A[0]), T(B[0])))
case("cdist.bcast", lambda: Fn(P.Cdist(2.0))(T(A[:1]), T(B)))
case("cdist.negp", lambda: Fn(P.Cdist(-1.0))(T(A), T(B)))
case("cdist.badcol", lambda: Fn(P.Cdist(2.0))(T(A), T(B[..., :1])))
case("cdist.mixed", lambda: Fn(P.Cdist(2.0))(T(A), T(B, "float16")))
case("cdist.same", lambda: ops.GradOperation()(Fn(lambda a: P.Cdist(2.0)(a, a)))(T(A)))
case("cdist.empty", lambda: Fn(P.Cdist(2.0))(T(np.ones((2, 0, 2))), T(B)))
for dt in FL + ["int32"]:
    x = T(np.arange(6).reshape(2, 3), dt)
    y = T(np.arange(12).reshape(3, 4) / 2, dt)
    for eq, args in [("ij,jk->ik", (x, y)), ("ij->ji", (x,)), ("ij->", (x,)), ("ii->i", (T(np.arange(9).reshape(3, 3), dt),)),
                     ("ij,ij->ij", (x, x)), ("i,j->ij", (T([1, 2], dt), T([3, 4, 5], dt))), ("...ij,jk->...ik", (x, y)),
                     ("ij->j", (x,)), ("bij,bjk->bik", (T(np.arange(12).reshape(2, 2, 3), dt), T(np.arange(12).reshape(2, 3, 2), dt)))]:
        case(f"einsum.{dt}.{eq}", lambda: Fn(lambda *a: P.Einsum(eq)(a))(*args))
    case(f"einsum.grad.{dt}", lambda: ops.GradOperation(get_all=True)(Fn(lambda a, b: P.Einsum("ij,jk->ik")((a, b))))(x, y))
    case(f"einsum.fn.{dt}", lambda: ops.einsum("ij,jk->ik", x, y))
case("einsum.bad", lambda: Fn(lambda a: P.Einsum("ij,jk->ik")((a,)))(T(np.ones((2, 3)))))
case("einsum.mixed", lambda: Fn(lambda a, b: P.Einsum("ij,jk->ik")((a, b)))(T(np.ones((2, 3))), T(np.ones((3, 2)), "float16")))
case("einsum.dimmismatch", lambda: Fn(lambda a, b: P.Einsum("ij,jk->ik")((a, b)))(T(np.ones((2, 3))), T(np.ones((4, 2)))))
case("einsum.upper", lambda: Fn(lambda a: P.Einsum("IJ->JI")((a,)))(T(np.ones((2, 3)))))
# ReplicationPad
for dt in FL + ["int32", "int64", "uint8", "bool"]:
    x3 = T(np.arange(1 * 2 * 3).reshape(1, 2, 3), dt)
    x4 = T(np.arange(1 * 1 * 2 * 3).reshape(1, 1, 2, 3), dt)
    x5 = T(np.arange(1 * 1 * 2 * 2 * 2).reshape(1, 1, 2, 2, 2), dt)
    case(f"rpad1d.{dt}", lambda: Fn(nn.ReplicationPad1d((1, 2)))(x3))
    case(f"rpad1d.int.{dt}", lambda: Fn(nn.ReplicationPad1d(2))(x3))
    case(f"rpad2d.{dt}", lambda: Fn(nn.ReplicationPad2d((1, 0, 2, 1)))(x4))
    case(f"rpad2d.3d.{dt}", lambda: Fn(nn.ReplicationPad2d(1))(T(np.arange(6).reshape(1, 2, 3), dt)))
    case(f"rpad3d.{dt}", lambda: Fn(nn.ReplicationPad3d((1, 0, 0, 1, 1, 0)))(x5))
    case(f"rpad1d.2d.{dt}", lambda: Fn(nn.ReplicationPad1d((1, 1)))(T(np.arange(6).reshape(2, 3), dt)))
case("rpad1d.neg", lambda: Fn(nn.ReplicationPad1d((-1, 1)))(T(np.arange(6).reshape(1, 2, 3))))
case("rpad1d.big", lambda: Fn(nn.ReplicationPad1d((5, 5)))(T(np.arange(6).reshape(1, 2, 3))))
case("rpad1d.badlen", lambda: nn.ReplicationPad1d((1, 2, 3)))
case("rpad1d.float", lambda: nn.ReplicationPad1d(1.5))
case("rpad2d.grad", lambda: ops.GradOperation()(Fn(nn.ReplicationPad2d((1, 0, 2, 1))))(T(np.arange(6).reshape(1, 1, 2, 3))))
case("rpad3d.grad", lambda: ops.GradOperation()(Fn(nn.ReplicationPad3d(1)))(T(np.arange(8).reshape(1, 1, 2, 2, 2))))
case("rpad1d.grad", lambda: ops.GradOperation()(Fn(nn.ReplicationPad1d((2, 1))))(T(np.arange(6).reshape(1, 2, 3))))
case("rpad1d.empty", lambda: Fn(nn.ReplicationPad1d((1, 1)))(T(np.ones((1, 0, 3)))))
case("rpad1d.1d", lambda: Fn(nn.ReplicationPad1d((1, 1)))(T(np.arange(3))))
# InstanceNorm
for dt in FL:
    for nm, mk, shp in [("in1d", nn.InstanceNorm1d, (2, 3, 4)), ("in2d", nn.InstanceNorm2d, (2, 3, 2, 2)), ("in3d", nn.InstanceNorm3d, (2, 3, 2, 1, 2))]:
        xx = T(np.sin(np.arange(int(np.prod(shp)))).reshape(shp), dt)
        case(f"{nm}.{dt}", lambda: Fn(mk(3))(xx))
        case(f"{nm}.affine0.{dt}", lambda: Fn(mk(3, affine=False))(xx))
        case(f"{nm}.eps.{dt}", lambda: Fn(mk(3, eps=0.5, momentum=0.5))(xx))
        case(f"{nm}.grad.{dt}", lambda: ops.GradOperation()(Fn(mk(3)))(xx))
case("in2d.badc", lambda: Fn(nn.InstanceNorm2d(4))(T(np.ones((2, 3, 2, 2)))))
case("in2d.rank3", lambda: Fn(nn.InstanceNorm2d(3))(T(np.ones((3, 2, 2)))))
case("in2d.int", lambda: Fn(nn.InstanceNorm2d(3))(T(np.ones((2, 3, 2, 2)), "int32")))
case("in2d.const", lambda: Fn(nn.InstanceNorm2d(3))(T(np.ones((2, 3, 2, 2)))))
case("in2d.train", lambda: Fn(nn.InstanceNorm2d(3).set_train())(T(np.sin(np.arange(24)).reshape(2, 3, 2, 2))))
case("in1d.badmom", lambda: nn.InstanceNorm1d(3, momentum=1.5))
case("in1d.gammainit", lambda: Fn(nn.InstanceNorm1d(3, gamma_init="zeros", beta_init="ones"))(T(np.sin(np.arange(24)).reshape(2, 3, 4))))
# fold
for dt in FL:
    xx = T(np.arange(1 * 12 * 4).reshape(1, 12, 4) / 8, dt)
    case(f"fold.{dt}", lambda: ops.fold(xx, Tensor([4, 4], ms.int32), [2, 3], 1, 1, 1))
    case(f"fold.dil.{dt}", lambda: ops.fold(T(np.arange(1 * 4 * 4).reshape(1, 4, 4), dt), Tensor([4, 4], ms.int32), 2, 2, 0, 2))
    case(f"fold.grad.{dt}", lambda: ops.GradOperation()(Fn(lambda a: ops.fold(a, Tensor([4, 4], ms.int32), [2, 3], 1, 1, 1)))(xx))
case("fold.int", lambda: ops.fold(T(np.arange(48).reshape(1, 12, 4), "int32"), Tensor([4, 4], ms.int32), [2, 3], 1, 1, 1))
case("fold.badL", lambda: ops.fold(T(np.arange(60).reshape(1, 12, 5)), Tensor([4, 4], ms.int32), [2, 3], 1, 1, 1))
case("fold.4d", lambda: ops.fold(T(np.arange(48).reshape(1, 12, 4, 1)), Tensor([4, 4], ms.int32), [2, 3], 1, 1, 1))
case("fold.2d", lambda: ops.fold(T(np.arange(48).reshape(12, 4)), Tensor([4, 4], ms.int32), [2, 3], 1, 1, 1))
case("fold.nn", lambda: Fn(nn.Fold([4, 4], [2, 3], 1, 1, 1) if hasattr(nn, "Fold") else None)(T(np.arange(48).reshape(1, 12, 4))))
case("fold.int64size", lambda: ops.fold(T(np.arange(48).reshape(1, 12, 4)), Tensor([4, 4], ms.int64), [2, 3], 1, 1, 1))
# logspace
for st, en, n, base in [(0, 10, 5, 10), (0.5, 2.0, 4, 2), (-1, 1, 3, 10), (10, 0, 5, 2), (0, 1, 1, 10), (0, 1, 0, 10), (0, 3, 4, -2), (0, 3, 4, 0)]:
    for dt in [ms.float16, ms.float32, ms.float64]:
        case(f"logspace.{st}.{en}.{n}.{base}.{dt}", lambda: ops.logspace(Tensor(st, ms.float32), Tensor(en, ms.float32), n, base, dtype=dt))
        case(f"LogSpace.{st}.{en}.{n}.{base}.{dt}", lambda: Fn(P.LogSpace(n, base, dt))(Tensor(st, ms.float32), Tensor(en, ms.float32)))
case("logspace.f16in", lambda: Fn(P.LogSpace(5, 2))(Tensor(0, ms.float16), Tensor(4, ms.float16)))
case("logspace.f64in", lambda: Fn(P.LogSpace(5, 2))(Tensor(0, ms.float64), Tensor(4, ms.float64)))
case("logspace.intin", lambda: Fn(P.LogSpace(5, 2))(Tensor(0, ms.int32), Tensor(4, ms.int32)))
case("logspace.1d", lambda: Fn(P.LogSpace(5, 2))(Tensor([0], ms.float32), Tensor([4], ms.float32)))
case("logspace.mixed", lambda: Fn(P.LogSpace(5, 2))(Tensor(0, ms.float32), Tensor(4, ms.float16)))
case("logspace.negsteps", lambda: P.LogSpace(-1, 2))
case("logspace.intdt", lambda: Fn(P.LogSpace(5, 2, ms.int32))(Tensor(0, ms.float32), Tensor(4, ms.float32)))
case("logspace.fn_int", lambda: ops.logspace(0, 4, 5, 2))
# non_zero
for dt in FL + ["int32", "int8", "uint8", "bool", "int64"]:
    case(f"nonzero.{dt}", lambda: Fn(ops.nonzero)(T([[1, 0, 2], [0, 0, 3]], dt)))
    case(f"NonZero.{dt}", lambda: Fn(P.NonZero())(T([[1, 0, 2], [0, 0, 3]], dt)))
case("nonzero.0d", lambda: Fn(P.NonZero())(T(3.0)))
case("nonzero.0d0", lambda: Fn(P.NonZero())(T(0.0)))
case("nonzero.empty", lambda: Fn(P.NonZero())(T(np.zeros((0, 3)))))
case("nonzero.nan", lambda: Fn(P.NonZero())(T([np.nan, 0.0, -0.0, np.inf])))
case("nonzero.allzero", lambda: Fn(P.NonZero())(T(np.zeros((2, 3)))))
case("nonzero.astuple", lambda: ops.nonzero(T([[1, 0, 2], [0, 0, 3]]), as_tuple=True))
case("nonzero.tensor", lambda: T([[1, 0, 2], [0, 0, 3]]).nonzero())
case("nonzero.rank5", lambda: Fn(P.NonZero())(T(np.eye(2).reshape(1, 2, 1, 2, 1))))
