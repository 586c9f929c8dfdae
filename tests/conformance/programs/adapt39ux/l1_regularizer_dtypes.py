"""nn.L1Regularizer (ut nn/test_l1_regularizer.py, adapted): MindSpore 2.10 multiplies by its scale as a float32
Tensor, so float16 weights give a float32 result (msgraph kept float16, silently) and float64 / int weights follow
Tensor promotion; bool weights are its TypeError (msgraph computed); the scale checks and the gradient."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

w = Tensor(np.array([[1.0, -2.0], [-3.0, 4.5]], np.float32))
emit("f32", nn.L1Regularizer(0.5)(w))
emit("f16", nn.L1Regularizer(0.5)(w.astype(ms.float16)))
emit("f64", nn.L1Regularizer(0.5)(w.astype(ms.float64)))
emit("int32", nn.L1Regularizer(0.5)(Tensor([[1, -2]], ms.int32)))
emit("int_scale_f16", nn.L1Regularizer(2)(w.astype(ms.float16)))
emit("zero_d", nn.L1Regularizer(0.5)(Tensor(-3.0)))
emit_error("bool_weights", lambda: nn.L1Regularizer(0.5)(Tensor([[False, True]])))
emit_error("str_weights", lambda: nn.L1Regularizer(0.5)("sss"))
for name, scale in (("zero", 0.0), ("neg", -0.5), ("inf", math.inf), ("nan", math.nan), ("bool", True)):
    emit_error(f"scale_{name}", lambda scale=scale: nn.L1Regularizer(scale))
emit("grad", ops.GradOperation()(nn.L1Regularizer(0.5))(Tensor(np.array([[1.0, 0.0], [-3.0, 4.0]], np.float32))))
emit("grad_f16", ops.GradOperation()(nn.L1Regularizer(0.5))(w.astype(ms.float16)))
