"""Adapted from tests/st/ops/gpu/test_mulnonan_op.py, test_polar_op.py, test_nth_element.py, test_pdist_op.py,
test_pdist_grad_op.py and test_multi_margin_loss_op.py (run on the CPU backend)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations import nn_ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


x = Tensor(np.array([-1.2447039, 0.49464428, np.inf, -0.29174238, np.nan, 0.06303899], np.float32))
y = Tensor(np.array([-1.6108084, 0.0, 0.0, 0.26857498, 0.0, -1.4920218], np.float32))
emit("mul_no_nan", Net(P.MulNoNan())(x, y))
emit("mul_no_nan_broadcast", Net(P.MulNoNan())(Tensor(np.arange(6, dtype=np.float64).reshape(2, 3)),
                                               Tensor(np.array([0.0, 2.0, 0.5]))))

ab = np.array([1, 2, 3, 4], np.float32)
an = np.array([np.pi / 2, 5 * np.pi / 4, 3 * np.pi / 2, 2 * np.pi / 3], np.float32)
emit("polar_f32", Net(P.Polar())(Tensor(ab), Tensor(an)), rtol=1e-6, atol=1e-6)
emit("polar_f64", Net(P.Polar())(Tensor(ab.astype(np.float64)), Tensor(an.astype(np.float64))), atol=1e-12)
emit("polar_function", ops.polar(Tensor(ab), Tensor(an)), rtol=1e-6, atol=1e-6)

m = Tensor(np.array([[11., 20., 52.], [67., 18., 29.], [130., 24., 5.], [0.3, -0.4, -15.]], np.float32))
for rev in (False, True):
    emit(f"nth_element_{rev}", Net(nn_ops.NthElement(reverse=rev))(m, Tensor(1, ms.int32)))
emit("nth_element_1d_int", Net(nn_ops.NthElement(reverse=True))(Tensor(np.array([1, 20, 5], np.int32)),
                                                                Tensor(0, ms.int32)))

px = np.array([[1., 1.], [2., 2.], [3., 5.], [0.5, -1.]])
for p in (0.0, 1.0, 2.0, 3.0, float("inf")):
    for dt in (np.float32, np.float64):
        out = Net(nn_ops.Pdist(p=p))(Tensor(px.astype(dt)))
        emit(f"pdist_{p}_{np.dtype(dt).name}", out, rtol=1e-5)
        dy = Tensor(np.arange(1, 7).astype(dt))
        emit(f"pdist_grad_{p}_{np.dtype(dt).name}", Net(G.PdistGrad(p=p))(dy, Tensor(px.astype(dt)), out), rtol=1e-5)

lx = np.array([[12.0, 2.0, 13.0], [22.0, 2.0, 1.0], [3.0, 2.0, 1.0], [0.5, 0.25, 0.0]])
tg = Tensor(np.array([1, 2, 1, 0], np.int64))
w = np.array([1.0, 2.0, 3.0])
for dt in (np.float32, np.float64):
    for p, margin, red in ((1, 1.0, "none"), (2, 1.0, "mean"), (2, 2.0, "sum"), (1, 0.5, "mean")):
        key = f"{np.dtype(dt).name}_{p}_{margin}_{red}"
        emit("mml_w_" + key, Net(P.MultiMarginLoss(p=p, margin=margin, reduction=red))(
            Tensor(lx.astype(dt)), tg, Tensor(w.astype(dt))), rtol=1e-5)
        emit("mml_" + key, Net(P.MultiMarginLoss(p=p, margin=margin, reduction=red))(Tensor(lx.astype(dt)), tg),
             rtol=1e-5)
        dy = Tensor(np.arange(1, 5).astype(dt)) if red == "none" else Tensor(np.array(2.0, dt))
        emit("mml_grad_w_" + key, Net(G.MultiMarginLossGrad(p=p, margin=margin, reduction=red))(
            dy, Tensor(lx.astype(dt)), tg, Tensor(w.astype(dt))), rtol=1e-5)
emit("mml_function", ops.multi_margin_loss(Tensor(lx.astype(np.float32)), tg, p=2, margin=2, reduction="sum"),
     rtol=1e-5)
emit_error("mml_function_float_margin", ops.multi_margin_loss, Tensor(lx.astype(np.float32)), tg, margin=0.5)
emit("mml_bprop", ops.GradOperation()(Net(P.MultiMarginLoss(p=2)))(Tensor(lx.astype(np.float32)), tg), rtol=1e-5)
