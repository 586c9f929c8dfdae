"""ms.tensor: dtypes of the factory, eagerly and inside construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit
emit("tensor_list_float", ms.tensor([1.5, 2]))
emit("tensor_list_int", ms.tensor([1, 2]))
emit("tensor_np", ms.tensor(np.array([1.5], np.float64)))
emit("tensor_dtype", ms.tensor([1, 2], ms.float32))
emit("tensor_scalar", ms.tensor(2.5))


class Net(nn.Cell):
    def construct(self, x):
        y = ms.tensor([1.0, 2.0], ms.float32)
        z = ms.tensor(3, ms.int32)
        return x * y + z, ms.tensor(x.shape)


emit("in_construct", Net()(ms.Tensor(np.array([2.0, 4.0], np.float32))))
