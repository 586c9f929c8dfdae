"""nn Cells from MindSpore's CPU op tests (test_range_op, test_l1_regularizer_op, test_fast_gelu_op,
test_tanhshrink, test_softmax2d, test_flatten_op, test_dense_op)."""
import numpy as np
from mindspore import Tensor, nn
from _conf import emit

emit("range_int", nn.Range(0, 100, 10)())
emit("range_float", nn.Range(10., 100., 20.)())
emit("range_one_arg", nn.Range(5)())
emit("range_negative", nn.Range(3, -4, -2)())
w = Tensor(np.array([[1.0, -2.0], [3.0, -4.0]], np.float32))
emit("l1_regularizer", nn.L1Regularizer(0.5)(w))
emit("fast_gelu", nn.FastGelu()(Tensor(np.array([-3.0, -1.0, 0.0, 0.5, 2.0], np.float32))), rtol=1e-5)
emit("tanhshrink", nn.Tanhshrink()(Tensor(np.array([-3.0, -0.5, 0.0, 1.0, 4.0], np.float32))), rtol=1e-5)
emit("softmax2d", nn.Softmax2d()(Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 2, 2) / 4)), rtol=1e-5)
emit("flatten", nn.Flatten()(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))
d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros", activation="relu")
emit("dense_relu", d(Tensor(np.array([[1.0, -2.0, 0.5], [-1.0, -1.0, -1.0]], np.float32))))
