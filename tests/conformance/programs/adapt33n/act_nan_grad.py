"""Activations at NaN and at their kinks (session 33, adapt33n).  MindSpore 2.10 (CPU): EluGrad gives dy where its
y is not below 0, so the gradients of ``ops.elu`` / ``nn.ELU`` at NaN are 1 and of ``ops.selu`` / ``nn.SeLU`` the
scale (msgraph: NaN); PReLU takes the slope where ``x <= 0``, so its gradient at NaN is 1 and the weight gets
nothing from a NaN x (msgraph: the slope, and a NaN weight gradient); HSigmoid is ``(x + 3) / 6`` unless ``x <= -3``
or ``x >= 3``, so a NaN input gives NaN with gradient 1/6 (msgraph: 0 and 0)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error

V = [np.nan, -np.nan, 0.0, -0.0, -1.0, 2.0, -3.0, 3.0, 0.5, np.inf, -np.inf]
for dt in (np.float32, np.float16):
    n = np.dtype(dt).name
    x = Tensor(np.array(V, dt))
    w = Tensor(np.array([0.25], dt))
    # (float16 below 0 left out: MindSpore's Graph mode gives 0.368 at -1, its PyNative and msgraph 0.3677)
    xe = x if dt == np.float32 else Tensor(np.array([v for v in V if not -5 < v < 0], dt))
    emit_error("elu_grad_" + n, ms.grad(ops.elu), xe)
    emit_error("nn_elu_grad_" + n, ms.grad(nn.ELU()), xe)
    emit_error("selu_grad_" + n, ms.grad(ops.selu), x)
    emit_error("nn_selu_grad_" + n, ms.grad(nn.SeLU()), x)
    emit_error("prelu_" + n, ops.prelu, x, w)
    emit_error("prelu_grad_" + n, ms.grad(ops.prelu, grad_position=(0, 1)), x, w)
    emit_error("nn_prelu_grad_" + n, ms.grad(nn.PReLU(), grad_position=0), x.reshape(1, 11))
    emit_error("hardsigmoid_" + n, ops.hardsigmoid, x)
    emit_error("hardsigmoid_grad_" + n, ms.grad(ops.hardsigmoid), x)
    emit_error("nn_hsigmoid_" + n, nn.HSigmoid(), x)
    emit_error("nn_hsigmoid_grad_" + n, ms.grad(nn.HSigmoid()), x)
x2 = Tensor(np.array([[np.nan, 1.0], [-1.0, np.nan]], np.float32))
emit_error("prelu_channels_grad", ms.grad(ops.prelu, grad_position=(0, 1)), x2, Tensor(np.array([0.5, 0.25], np.float32)))
emit_error("prelu_negw", ops.prelu, Tensor(np.array([0.0, -0.0, -2.0], np.float32)), Tensor(np.array([-0.5], np.float32)))
