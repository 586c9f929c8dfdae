"""P.KLDivLoss (every reduction, 'batchmean' included) and ops.kl_div: the loss is 0 where the target is <= 0, the
gradient is MindSpore's KLDivLossGrad (-target * dout, not masked) and the target gets no gradient
(tests/st/ops/gpu/test_kl_div_op.py's negative-target gradient)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.loss = P.KLDivLoss(reduction)

    def construct(self, x, y):
        return self.loss(x, y)


class Fn(nn.Cell):
    def __init__(self, reduction):
        super().__init__()
        self.reduction = reduction

    def construct(self, x, y):
        return ops.kl_div(x, y, self.reduction)


x = Tensor(np.array([[0.3, 0.7, -1.5], [0.5, 0.5, 2.0]], np.float32))
t = Tensor(np.array([[-1, 2, 0.25], [0.5, 0, 3.0]], np.float32))
sens = Tensor(np.array([[1.0, -2.0, 0.5], [3.0, 1.5, -1.0]], np.float32))
for r in ("none", "mean", "sum", "batchmean"):
    emit(f"prim_{r}", Net(r)(x, t))
    emit(f"fn_{r}", Fn(r)(x, t))
    emit(f"prim_grad_{r}", ops.GradOperation(get_all=True)(Net(r))(x, t))
    emit(f"fn_grad_{r}", ops.GradOperation(get_all=True)(Fn(r))(x, t))
emit("prim_grad_sens", ops.GradOperation(get_all=True, sens_param=True)(Net("none"))(x, t, sens))
emit("prim_float64", Net("sum")(Tensor(x.asnumpy().astype(np.float64)), Tensor(t.asnumpy().astype(np.float64))))
emit_error("prim_shape", lambda: Net("none")(x, Tensor(np.ones((3, 2), np.float32))))
