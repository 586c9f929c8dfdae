"""ops.auto_generate.lstsq_v2_grad_op(dout, a, b) (tests/st/scipy_st/test_ops_lstsqv2_grad.py): the gradients of
LstsqV2's solution pinv(A) B with respect to A and B, tall, wide and batched A."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Net(nn.Cell):
    def construct(self, dout, a, b):
        return ops.auto_generate.lstsq_v2_grad_op(dout, a, b)


def mat(shape, k):
    n = int(np.prod(shape))
    return Tensor((np.sin(np.arange(n) * 0.7 + k) * 2 + np.cos(np.arange(n) * 0.3)).reshape(shape).astype(np.float32))


net = Net()
emit("tall", net(mat((2, 3), 0), mat((4, 2), 1), mat((4, 3), 2)), rtol=1e-4, atol=1e-5)
emit("square", net(mat((5, 3), 3), mat((5, 5), 4) + Tensor(np.eye(5, dtype=np.float32) * 6), mat((5, 3), 5)), rtol=1e-3, atol=1e-4)
emit("wide_batched", net(mat((2, 6, 7), 6), mat((2, 3, 6), 7), mat((2, 3, 7), 8)), rtol=1e-4, atol=1e-5)
emit("float64", net(Tensor(np.arange(6.).reshape(2, 3)), Tensor(np.array([[1., 2], [3, 4], [5, 7], [2, 1]])),
                    Tensor(np.arange(12.).reshape(4, 3) / 3)), rtol=1e-7, atol=1e-9)
