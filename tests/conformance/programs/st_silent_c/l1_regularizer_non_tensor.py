"""Adapted from tests/st/ops/cpu/test_l1_regularizer_op.py::test_l1_regularizer_input_int: nn.L1Regularizer of a
Python number or tuple is a TypeError in MindSpore (msgraph returned a value for numbers)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

net = nn.L1Regularizer(0.5)
emit_error("int", net, 2)
emit_error("float", net, 2.5)
emit_error("tuple", net, (1, 2, 3, 4))
emit("tensor_f32", net(Tensor(np.array([[1.0, -2.0], [0.5, -3.0]], np.float32))))
emit("tensor_i32", net(Tensor(np.array([1, -2], np.int32))))
