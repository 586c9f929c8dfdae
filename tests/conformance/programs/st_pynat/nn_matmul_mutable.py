# nn.MatMul (deprecated, still used by MindSpore's tests) and `from mindspore.common import mutable`.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.common import mutable
from _conf import emit

a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
b = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
emit("matmul", nn.MatMul()(a, b))
emit("matmul_t", nn.MatMul(transpose_x1=True, transpose_x2=True)(b, a))
emit("matmul_1d", nn.MatMul()(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([3.0, 4.0], np.float32))))
emit("matmul_batch", nn.MatMul()(Tensor(np.ones((2, 2, 3), np.float32)), b))
emit("mutable_is_function", callable(mutable) and not hasattr(mutable, "__path__"))
