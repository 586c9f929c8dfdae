"""ops.WhileLoop / ops.ForiLoop / ops.Scan (functional loop operators) in both modes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit


def body(v):
    return ops.relu(v) + 1


def cond(v):
    return v.sum() < 20


class WhileNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loop = ops.WhileLoop()

    def construct(self, x):
        return self.loop(cond, body, x)


emit("while_loop_tensor_cond", WhileNet()(Tensor(np.array([1.0, -2.0], np.float32))))


def fori_body(i, v):
    return v * 2 + i


class ForiNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.loop = ops.ForiLoop()

    def construct(self, x):
        return self.loop(0, 4, fori_body, x)


emit("fori_loop", ForiNet()(Tensor(np.array([1.0, 0.5], np.float32))))
emit("fori_loop_grad", ms.grad(ForiNet())(Tensor(np.array([1.0, 0.5], np.float32))))


def scan_body(res, el):
    res = res + el
    return res, res * 2


class ScanNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scan = ops.Scan()

    def construct(self, x):
        return self.scan(scan_body, x, [1, 2, 3, 4], 4, True)


emit("scan_list", ScanNet()(Tensor(np.array([0.0, 1.0], np.float32))))
