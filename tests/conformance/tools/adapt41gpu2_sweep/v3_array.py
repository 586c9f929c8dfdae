"""st/ops/gpu test_gatherV2_op / test_slice / test_oneslike_op / test_zeroslike_op / test_expand_dims /
test_broadcast_to_ops / test_sparse_tensor_dense_add / test_sspaddmm_op / test_identity_op variants: batch_dims,
negative axes and indices, dtypes, -1 sizes, 0-d / empty, error paths."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


X = np.arange(24).reshape(2, 3, 4)
for dt in ["float16", "float64", "int8", "uint8", "int64", "bool", "complex64"]:
    case(f"gather.{dt}", lambda: Fn(lambda x, i: P.Gather()(x, i, 1))(T(X, dt), T([2, 0, 2], "int32")))
    case(f"gather.bd.{dt}", lambda: Fn(lambda x, i: P.Gather(batch_dims=1)(x, i, 2))(T(X, dt), T([[1, 0], [3, 3]], "int64")))
    case(f"zeroslike.{dt}", lambda: Fn(P.ZerosLike())(T(X, dt)))
    case(f"oneslike.{dt}", lambda: Fn(P.OnesLike())(T(X, dt)))
    case(f"slice.{dt}", lambda: Fn(lambda x: P.Slice()(x, (0, 1, 1), (-1, 2, -1)))(T(X, dt)))
    case(f"expand.{dt}", lambda: Fn(lambda x: P.ExpandDims()(x, -1))(T(X, dt)))
    case(f"bcast.{dt}", lambda: Fn(lambda x: P.BroadcastTo((2, -1, 3, 4))(x))(T(X, dt)))
    case(f"identity.{dt}", lambda: Fn(ops.deepcopy)(T(X, dt)))
for ax in [0, 1, 2, -1, -3, 3, -4]:
    case(f"gather.ax{ax}", lambda: Fn(lambda x, i: P.Gather()(x, i, ax))(T(X), T([1, 0], "int32")))
case("gather.negidx", lambda: Fn(lambda x, i: P.Gather()(x, i, 1))(T(X), T([-1, 0], "int32")))
case("gather.oob", lambda: Fn(lambda x, i: P.Gather()(x, i, 1))(T(X), T([3, 0], "int32")))
case("gather.0didx", lambda: Fn(lambda x, i: P.Gather()(x, i, 1))(T(X), T(2, "int32")))
case("gather.emptyidx", lambda: Fn(lambda x, i: P.Gather()(x, i, 1))(T(X), T(np.zeros((0,)), "int32")))
case("gather.floatidx", lambda: Fn(lambda x, i: P.Gather()(x, i, 1))(T(X), T([1, 0], "float32")))
case("gather.bd.neg", lambda: Fn(lambda x, i: P.Gather(batch_dims=-1)(x, i, 1))(T(X), T([[1, 0], [2, 2]], "int32")))
case("gather.bd.big", lambda: Fn(lambda x, i: P.Gather(batch_dims=2)(x, i, 1))(T(X), T([[1, 0], [2, 2]], "int32")))
case("gather.grad", lambda: ops.GradOperation()(Fn(lambda x: P.Gather()(x, T([2, 0, 2], "int32"), 1)))(T(X)))
case("gather.bd.grad", lambda: ops.GradOperation()(Fn(lambda x: P.Gather(batch_dims=1)(x, T([[1, 0], [3, 3]], "int32"), 2)))(T(X)))
case("gather.fn", lambda: ops.gather(T(X), T([2, 0], "int32"), 2, batch_dims=0))
case("gather.fn.bd", lambda: ops.gather(T(X), T([[2, 0], [1, 1]], "int32"), 1, batch_dims=1))
case("slice.oob", lambda: Fn(lambda x: P.Slice()(x, (0, 2, 0), (1, 2, 4)))(T(X)))
case("slice.neg", lambda: Fn(lambda x: P.Slice()(x, (0, -1, 0), (1, 1, 4)))(T(X)))
case("slice.zero", lambda: Fn(lambda x: P.Slice()(x, (0, 1, 0), (1, 0, 4)))(T(X)))
case("slice.badlen", lambda: Fn(lambda x: P.Slice()(x, (0, 1), (1, 1)))(T(X)))
case("slice.-2", lambda: Fn(lambda x: P.Slice()(x, (0, 1, 0), (1, -2, 4)))(T(X)))
case("slice.grad", lambda: ops.GradOperation()(Fn(lambda x: P.Slice()(x, (0, 1, 1), (-1, 2, -1))))(T(X)))
case("slice.0d", lambda: Fn(lambda x: P.Slice()(x, (), ()))(T(3.0)))
case("expand.oob", lambda: Fn(lambda x: P.ExpandDims()(x, 4))(T(X)))
case("expand.-4", lambda: Fn(lambda x: P.ExpandDims()(x, -4))(T(X)))
case("expand.-5", lambda: Fn(lambda x: P.ExpandDims()(x, -5))(T(X)))
case("expand.0d", lambda: Fn(lambda x: P.ExpandDims()(x, 0))(T(3.0)))
case("expand.0d-1", lambda: Fn(lambda x: P.ExpandDims()(x, -1))(T(3.0)))
case("bcast.-1lead", lambda: Fn(lambda x: P.BroadcastTo((-1, 2, 3, 4))(x))(T(X)))
case("bcast.bad", lambda: Fn(lambda x: P.BroadcastTo((2, 5, 4))(x))(T(X)))
case("bcast.0", lambda: Fn(lambda x: P.BroadcastTo((0, 4))(x))(T([1, 2, 3, 4])))
case("bcast.grad", lambda: ops.GradOperation()(Fn(lambda x: P.BroadcastTo((3, 2, 4))(x)))(T(np.ones((2, 1)))))
case("bcast.fn", lambda: ops.broadcast_to(T([1, 2]), (3, -1)))
case("zeroslike.0d", lambda: Fn(P.ZerosLike())(T(3)))
case("oneslike.empty", lambda: Fn(P.OnesLike())(T(np.ones((0, 2)))))
case("oneslike.grad", lambda: ops.GradOperation()(Fn(P.OnesLike()))(T([1.0, 2.0])))
case("std_add", lambda: Fn(lambda i, v, d: P.SparseTensorDenseAdd()(i, v, (3, 3), d))(T([[0, 1], [2, 2]], "int32"), T([5.0, 6.0]), T(np.ones((3, 3)))))
case("std_add.int64", lambda: Fn(lambda i, v, d: P.SparseTensorDenseAdd()(i, v, (3, 3), d))(T([[0, 1], [2, 2]], "int64"), T([5, 6], "int32"), T(np.ones((3, 3)), "int32")))
case("std_add.dup", lambda: Fn(lambda i, v, d: P.SparseTensorDenseAdd()(i, v, (3, 3), d))(T([[0, 1], [0, 1]], "int32"), T([5.0, 6.0]), T(np.ones((3, 3)))))
case("std_add.oob", lambda: Fn(lambda i, v, d: P.SparseTensorDenseAdd()(i, v, (3, 3), d))(T([[0, 1], [3, 2]], "int32"), T([5.0, 6.0]), T(np.ones((3, 3)))))
case("std_add.mixed", lambda: Fn(lambda i, v, d: P.SparseTensorDenseAdd()(i, v, (3, 3), d))(T([[0, 1], [2, 2]], "int32"), T([5.0, 6.0], "float16"), T(np.ones((3, 3)))))
case("std_add.shape", lambda: Fn(lambda i, v, d: P.SparseTensorDenseAdd()(i, v, (3, 4), d))(T([[0, 1], [2, 2]], "int32"), T([5.0, 6.0]), T(np.ones((3, 3)))))
