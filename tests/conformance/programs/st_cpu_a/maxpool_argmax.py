"""P.MaxPoolWithArgmax (tests/st/ops/cpu/test_max_pool_with_argmax_cpu_op.py): valid/same padding,
ties (first maximum), channels in the index, float16, and the gradient to each window's maximum."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self, k, s, mode):
        super().__init__()
        self.op = P.MaxPoolWithArgmax(kernel_size=k, strides=s, pad_mode=mode)

    def construct(self, x):
        return self.op(x)


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out, _ = self.net(x)
        return (out * ops.arange(out.size).reshape(out.shape).astype(out.dtype)).sum()


x = Tensor(((np.arange(72) * 37) % 29 - 14).reshape(2, 2, 3, 6).astype(np.float32))
ties = Tensor(np.array([[[[1, 1, 2, 2], [1, 1, 2, 2], [3, 0, 3, 3], [0, 3, 3, 3]]]], np.float32))
emit("valid_k2_s2", Net(2, 2, "valid")(x))
emit("valid_k2_s1", Net(2, 1, "valid")(x))
emit("same_k3_s2", Net(3, 2, "same")(x))
emit("same_k2_s2_odd", Net(2, 2, "same")(Tensor(np.arange(25, dtype=np.float32).reshape(1, 1, 5, 5)[..., ::-1].copy())))
emit("ties", Net(2, 2, "valid")(ties))
emit("f16", Net((2, 3), (1, 2), "valid")(Tensor(x.asnumpy().astype(np.float16))))
emit("grad_x", ops.GradOperation()(Loss(Net(2, 1, "valid")))(x))
emit("grad_x_same", ops.GradOperation()(Loss(Net(3, 2, "same")))(x))
