"""Gradient primitives of ops.auto_generate called directly, in Cells with dynamic-shape inputs
(tests/st/dynamic_shape/test_maximum_grad_op.py, test_minimum_grad.py, test_maximum_grad_grad.py,
test_hsigmoid_grad.py, test_gelu_grad.py, test_reciprocal_grad.py, test_prelu_grad.py, test_nllloss_grad.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

ag = ops.auto_generate


class Apply(nn.Cell):
    def __init__(self, prim):
        super().__init__()
        self.prim = prim

    def construct(self, *args):
        return self.prim(*args)


def run(label, prim, args, dyn=None):
    net = Apply(prim)
    if dyn is not None:
        net.set_inputs(*dyn)
    emit(label, net(*args))


f32 = ms.float32
x = Tensor(np.array([[1, 2, 4]], np.float32))
y = Tensor(np.array([[2], [2]], np.float32))
g = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) + 1)
run("maximum_grad_broadcast_ties", ag.MaximumGrad(), (x, y, g))
run("minimum_grad_broadcast_ties", ag.MinimumGrad(grad_x=True, grad_y=True), (x, y, g))
xi, yi = Tensor(np.array([1, 2, 4], np.int32)), Tensor(np.array([2, 2, 3], np.int32))
run("minimum_grad_int", ag.MinimumGrad(), (xi, yi, Tensor(np.array([1, 1, 1], np.int32))))
x2, y2 = Tensor(np.array([1, 2, 4, 7], np.float32)), Tensor(np.array([2, 2, 3, 9], np.float32))
d1, d2 = Tensor(np.array([5, 6, 7, 1], np.float32)), Tensor(np.array([8, 9, 10, 2], np.float32))
dyn1 = Tensor(shape=[None], dtype=f32)
run("maximum_grad_grad_dyn", ag.MaximumGradGrad(grad_x=True, grad_y=True), (x2, y2, d1, d2), (dyn1,) * 4)
run("maximum_grad_dyn_rank", ag.MaximumGrad(), (x2, y2, d1), (Tensor(shape=None, dtype=f32),) * 3)
run("hsigmoid_grad", ag.HSigmoidGrad(),
    (Tensor(np.array([1., 2, 1, 1, 1], np.float32)), Tensor(np.array([-3., -2.9, 0, 2.9, 3], np.float32))), (dyn1, dyn1))
run("gelu_grad", ag.GeLUGrad(), (Tensor(np.array([1., 1, 1], np.float32)), Tensor(np.array([-1., 0.5, 2], np.float32)),
                                 Tensor(np.array([0., 0, 0], np.float32))))
run("reciprocal_grad", ag.ReciprocalGrad(),
    (Tensor(np.array([1., 2, -3], np.float32)), Tensor(np.array([1., 0.5, 2], np.float32))), (dyn1, dyn1))
dy = Tensor(np.arange(12).reshape(2, 3, 2).astype(np.float32) - 3)
xx = Tensor(np.arange(-6, 6).reshape((2, 3, 2)).astype(np.float32))
run("prelu_grad_channels", ag.PReLUGrad(), (dy, xx, Tensor(np.array([0.1, 0.6, -0.3], np.float32))))
run("prelu_grad_one_weight", ag.PReLUGrad(), (dy, xx, Tensor(np.array([0.1], np.float32))),
    (Tensor(shape=[None, 3, None], dtype=f32), Tensor(shape=[None, 3, None], dtype=f32), Tensor(shape=[None], dtype=f32)))
logits = Tensor(np.array([[-1.3, -2.2, -3.2], [-1.2, -2.6, -1.2], [-0.7, -3.3, -1.5]], np.float32))
labels = Tensor(np.array([1, 0, 2], np.int32))
w = Tensor(np.array([0.2, 0.3, 0.1], np.float32))
tw = Tensor(np.array(0.4, np.float32))
run("nllloss_grad_none", ag.NLLLossGrad(reduction="none", ignore_index=-100),
    (logits, Tensor(np.array([1., 2., 3.], np.float32)), labels, w, tw))
run("nllloss_grad_mean_ignore", ag.NLLLossGrad(reduction="mean", ignore_index=0),
    (logits, Tensor(np.array(2., np.float32)), labels, w, tw))
run("nllloss_grad_sum", ag.NLLLossGrad(reduction="sum"), (logits, Tensor(np.array(2., np.float32)), labels, w, tw))
emit_error("hsigmoid_grad_dim_mismatch", lambda: Apply(ag.HSigmoidGrad())(
    Tensor(np.ones(3, np.float32)), Tensor(np.ones(4, np.float32))).asnumpy())
emit_error("hsigmoid_grad_rank_mismatch", lambda: Apply(ag.HSigmoidGrad())(
    Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones(3, np.float32))).asnumpy())
