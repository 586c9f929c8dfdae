"""`.shape` / `.size` of a Tensor whose dimensions are known only when the graph runs (after masked_select,
unique, nonzero, boolean indexing), found by the adapt34d variant sweep of st compiler/dynamic_shape.  MindSpore's
graph gives the run-time dimensions (ints that arithmetic, comparisons, ops.arange take); msgraph's graph gave
`(None,)`, so `y.shape[0] + 1` failed and `y.shape == (3,)` was False (silently)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error, emit_stdout

X = Tensor(np.array([[1.0, 0.0, 2.0], [2.0, 0.0, 1.0]], np.float32))
M = Tensor(np.array([[True, False, True], [False, False, True]]))


class Selected(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        return a.shape, a.shape[0] + 1, a.shape[-1] * 2, a.size, a.shape == (3,), a.shape[0] > 2


class Scale(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        return a * a.shape[0], a.sum() / a.shape[0], ops.arange(a.shape[0]), a.size * 1.5


class Uniq(nn.Cell):
    def construct(self, x):
        u, _ = ops.unique(x)
        n = ops.nonzero(x)
        b = x[x > 1]
        return u.shape, n.shape, n.shape[0] - u.shape[0], b.shape, b.size


emit_error("masked_select_shape", lambda: Selected()(X, M))
emit_error("masked_select_none", lambda: Selected()(X, M & False))
emit_error("int_masked_select_shape", lambda: Selected()(Tensor(np.arange(6).reshape(2, 3), ms.int32), M))
emit_error("shape_in_arithmetic", lambda: Scale()(X, M))
emit_error("unique_nonzero_boolidx", lambda: Uniq()(Tensor(np.array([3, 1, 3, 0, 2, 1], np.int32))))
emit_error("second_call_other_shape", lambda: [Uniq()(Tensor(np.array([3, 1, 3, 0, 2, 1], np.int32))),
                                                Uniq()(Tensor(np.array([5, 5, 0], np.int32)))])


class SizedOps(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        return len(a), a.numel(), a.nelement(), ops.zeros(a.shape, ms.float32), ops.ones((a.shape[0], 2), ms.int32)


emit_error("len_numel_zeros_ones", lambda: SizedOps()(X, M))
emit_error("len_numel_zeros_ones_empty", lambda: SizedOps()(X, M & False))


class Reshaped(nn.Cell):
    def construct(self, x, m):
        a = x[m]
        b = a.reshape(a.shape[0], -1)
        c = ops.reshape(a, (-1, a.shape[1] * a.shape[0]))
        d = a.reshape((a.shape[0] * 2,))
        return b, c, d, (b * 2).sum()


class ReshapedLoss(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        return (a.reshape(a.shape[0], 1) * Tensor(np.array([[1.0, 2.0]], np.float32))).sum()


X42 = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
emit_error("reshape_runtime_dims", lambda: Reshaped()(X42, Tensor(np.array([True, False, True, True]))))
emit_error("reshape_runtime_dims_grad", lambda: ms.grad(Reshaped(), grad_position=0)(
    X42, Tensor(np.array([True, False, True, True]))))
emit_error("reshape_runtime_dims_loss_grad", lambda: ms.grad(ReshapedLoss(), grad_position=0)(
    X42, Tensor(np.array([[True, False], [True, True], [False, False], [True, False]]))))


class Filled(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        return (ops.fill(ms.float32, a.shape, 2.5), ops.fill(ms.int32, (a.shape[0], 2), 2.5), ops.full((a.shape[0],), 7),
                ops.full(a.shape, 0.1, dtype=ms.float64), ops.fill(ms.float16, a.shape, 1.1))


class Printed(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        print("shape:", a.shape)
        return a.shape


emit_error("fill_full_runtime_dims", lambda: Filled()(X, M))
emit_stdout("print_runtime_shape", lambda: Printed()(X, M))


class Broadcast(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        b = ops.broadcast_to(a, (2, a.shape[0]))
        c = ops.broadcast_to(a.reshape(a.shape[0], 1), (a.shape[0], 3))
        d = ops.broadcast_to(x[0], (a.shape[0], -1))
        return b, c, d, (b * 2).sum() + (c * x[1][0]).sum() + d.sum()


X23 = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
emit_error("broadcast_to_runtime_dims", lambda: Broadcast()(X23, M))
emit_error("broadcast_to_runtime_dims_grad", lambda: ms.grad(Broadcast(), grad_position=0)(X23, M))


class Indexed(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        b = a.reshape(a.shape[0], 1)
        return a[0], a[:2], a[a > 1], a[-1], a[::2], a[None], b[:, 0], (a[1:] * 2).sum()


emit_error("index_runtime_dims", lambda: Indexed()(X, M))
emit_error("index_runtime_dims_grad", lambda: ms.grad(Indexed(), grad_position=0)(X, M))


class MoreOps(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        return (ops.matmul(a, a), ops.outer(a, a), ops.sort(a)[0], ops.topk(a, 2)[0], ops.cumsum(a, 0),
                ops.expand_dims(a, 1).T, ops.concat((a, x[0])), ops.stack((a, a), 1), a.mean(), ops.norm(a))


emit_error("ops_on_runtime_dims", lambda: MoreOps()(X, M))
