"""Activation primitives and their gradients (test_relu6_op, test_elu_op, test_hswish_op, test_hsigmoid_op,
test_selu_op, test_mish_op, test_hshrink_op, test_soft_shrink_op, test_fast_gelu_op, test_gelu_op,
test_softplus_op, test_prelu_op, test_logsoftmax_op, test_softmax_op)."""
import numpy as np
from mindspore import Tensor
from mindspore.ops import operations as P
from _st import check

x = Tensor(np.array([[-7.0, -3.0, -1.0, -0.5, 0.0], [0.5, 1.0, 3.0, 6.0, 7.5]], np.float32))
for op in ("ReLU6", "Elu", "HSwish", "HSigmoid", "SeLU", "Mish", "HShrink", "SoftShrink", "FastGeLU", "GeLU",
           "Softplus", "ReLU", "Sigmoid"):
    check(op, getattr(P, op)(), x, grad=True, rtol=1e-5, atol=1e-6)
check("Elu_alpha", P.Elu(1.0), x)
check("HShrink_lambd", P.HShrink(1.0), x, grad=True)
check("SoftShrink_lambd", P.SoftShrink(1.0), x, grad=True)
check("ReLU6_f16", P.ReLU6(), Tensor(np.array([-1.0, 3.0, 7.0], np.float16)))
check("PReLU", P.PReLU(), Tensor(np.arange(-6, 6, dtype=np.float32).reshape(1, 3, 2, 2)),
      Tensor(np.array([0.1, 0.2, 0.3], np.float32)), grad=True)
for ax in (-1, 0, 1):
    check(f"Softmax_{ax}", P.Softmax(ax), x, grad=(0,), rtol=1e-5)
    check(f"LogSoftmax_{ax}", P.LogSoftmax(ax), x, grad=(0,), rtol=1e-5, atol=2e-6)
check("Softmax_tuple_axis", P.Softmax((1,)), x)
check("Softmax_f16", P.Softmax(), Tensor(np.array([1.0, 2.0, 3.0], np.float16)), rtol=1e-3)
check("ReLU_int", P.ReLU(), Tensor(np.array([-3, 0, 4], np.int32)))
