"""The gradient of ops.nextafter (tests/st/dynamic_shape test_next_after.py test_next_after_op_backward): the
output gradient passes to the first input (summed over its broadcast axes), the second gets zeros."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.array([0.0, 1.0, 2.0], np.float32))
o = Tensor(np.array([0.1, -1.0, 2.0], np.float32))
emit("grad_both", ops.grad(ops.nextafter, (0, 1))(x, o))
emit("grad_sens", ops.GradOperation(get_all=True, sens_param=True)(ops.nextafter)(x, o, Tensor(np.array([2., 3., 4.], np.float32))))
x64 = Tensor(np.array([0.0, 1.0], np.float64))
o64 = Tensor(np.array([[0.1, -1.0]], np.float64))
emit("grad_broadcast_f64", ops.grad(ops.nextafter, (0, 1))(x64, o64))
