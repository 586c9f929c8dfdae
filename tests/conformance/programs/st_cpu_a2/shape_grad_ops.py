"""BatchToSpaceND (with crops, and its gradient), G.LayerNormGrad, ops.Dense, G.DropoutGrad, G.HShrinkGrad
(tests/st/ops/cpu/test_batchtospacend_op.py, test_layer_norm_grad_op.py, test_dense_op.py,
test_dropout_grad_op.py, test_hshrink_grad_op.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


class GradSens(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *args):
        return self.g(self.net)(*args)


x = Tensor(np.arange(48).reshape(8, 1, 2, 3).astype(np.float32))
b2s = Net(ops.BatchToSpaceND([2, 2], [[0, 1], [1, 1]]))
emit("batch_to_space_crops", b2s(x))
emit("batch_to_space_block_int", Net(ops.BatchToSpaceND(2, [[0, 0], [0, 0]]))(Tensor(np.arange(8).reshape(4, 2, 1, 1).astype(np.float32))))
emit("batch_to_space_grad", GradSens(b2s)(x, Tensor(np.arange(24).reshape(2, 1, 3, 4).astype(np.float32))))
emit("batch_to_space_function", ops.batch_to_space_nd(Tensor(np.arange(4).reshape(4, 1, 1, 1).astype(np.float32)), 2, [[0, 0], [0, 0]]))

xl = np.arange(24).reshape(2, 3, 4).astype(np.float32) / 7 - 1
dy = np.cos(np.arange(24)).reshape(2, 3, 4).astype(np.float32)
for a, p in ((2, 2), (1, 1), (-1, 1)):
    an = a % 3
    mean = xl.mean(axis=tuple(range(an, 3)), keepdims=True)
    var = xl.var(axis=tuple(range(an, 3)), keepdims=True)
    gamma = (np.arange(np.prod(xl.shape[p:])).reshape(xl.shape[p:]) / 5 + 0.5).astype(np.float32)
    out = Net(G.LayerNormGrad(a, p))(Tensor(xl), Tensor(dy), Tensor(var), Tensor(mean), Tensor(gamma))
    emit(f"layer_norm_grad_{a}_{p}", out, rtol=1e-4, atol=1e-4)   # float32 sums of terms ~20 that cancel

dense = Net(ops.Dense())
emit("dense_2d", dense(Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.float32)), Tensor(np.arange(12).reshape(4, 3).astype(np.float32)), Tensor(np.arange(4).astype(np.float32))))
emit("dense_1d_w", dense(Tensor(np.array([1, 2, 3], np.float32)), Tensor(np.array([4, 5, 6], np.float32)), Tensor(np.array(7, np.float32))))
emit("dense_grad", GradSens(dense)(Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.float32)), Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), Tensor(np.array([1, 2], np.float32)), Tensor(np.array([[1, -1], [2, 0.5]], np.float32))))

d = Tensor(np.array([[3., 1., 2.], [4., 1., 4.]], np.float32))
m = Tensor(np.array([[1., 0, 0], [1., 1., 0]], np.float32))
emit("dropout_grad", Net(G.DropoutGrad(0.5))(d, m))
emit("dropout_grad_f16", Net(G.DropoutGrad(0.25))(Tensor(d.asnumpy().astype(np.float16)), Tensor(m.asnumpy().astype(np.float16))))
emit("hshrink_grad", Net(G.HShrinkGrad(0.5))(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)), Tensor(np.array([[-1, -0.5, 0.2], [0.5, 0.51, 3]], np.float32))))
