"""The seed tutorials' Cells, shared by ``examples/quickstart.py`` and ``tests/graph/test_seeds_graph.py``.

The code is the tutorials' (``import mindspore as ms`` replaced by ``import msgraph as ms``);
where a notebook reuses a class name (three different ``Net`` s in seed 000) the class is
renamed and its docstring says so.  Inputs and the printed results the tutorials show are here
too, so the quickstart and the tests check against one copy.

* seed 000 (MindSpore r1.8 notebook "dynamic and static graphs"): ``MyNet``, ``MulNet``, ``Net``
  with ``GradNetWrtX``, ``LoopNet``, and ``get_bprop_mul`` (the notebook's
  ``@bprop_getters.register(ops.Mul)`` example; registering it is left to the caller);
* seed 001 (MindSpore 2.x article): the 784-512-512-10 MLP ``Network`` and ``JitNetwork``
  (``@ms.jit`` on ``construct``).

Graph mode compiles ``construct`` from its source, so these classes must live in a real file:
the examples import this module as ``_seed_cells`` (the script's folder is on ``sys.path``), the
tests load it by path.
"""
from __future__ import annotations

import numpy as np

import msgraph as ms
from msgraph import Tensor, nn, ops

P = ops.operations
binop_grad_common = ops.binop_grad_common

# What the tutorials print.
ADD_TEXT = "[5. 7. 9.]"
MUL_TEXT = "[ 4. 10. 18.]"
GRAD_TEXT = "[[4.5099998 2.7       3.6000001]\n [4.5099998 2.7       3.6000001]]"
LOOP_TEXT = "[4. 5. 6.]"
MLP_SHAPE = (64, 10)


# --------------------------------------------------------------------------------------------
# Seed 000 (MindSpore r1.8 notebook "dynamic and static graphs")
# --------------------------------------------------------------------------------------------
class MyNet(nn.Cell):
    """自定义网络，实现两个张量的加法"""

    def __init__(self):
        super(MyNet, self).__init__()
        self.add = ops.Add()

    def construct(self, x, y):
        return self.add(x, y)


class MulNet(nn.Cell):
    """自定义网络，实现两个张量的乘法 (the notebook calls it ``Net``)"""

    def __init__(self):
        super(MulNet, self).__init__()
        self.mul = ops.Mul()

    def construct(self, x, y):
        """定义执行代码"""
        return self.mul(x, y)


class Net(nn.Cell):
    """自定义网络: f(x, y) = (x * z) @ y"""

    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x, y):
        x = x * self.z
        x = self.matmul(x, y)
        return x


class GradNetWrtX(nn.Cell):
    """定义对x的求导"""

    def __init__(self, net):
        super(GradNetWrtX, self).__init__()

        self.net = net
        self.grad_op = ops.GradOperation()

    def construct(self, x, y):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x, y)


class LoopNet(nn.Cell):
    """自定义网络: a for loop unrolled in PyNative (the notebook calls it ``Net``)"""

    def __init__(self):
        super(LoopNet, self).__init__()
        self.matmul = ops.MatMul()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x):
        for _ in range(3):
            x = x + self.z
        return x


def get_bprop_mul(self):
    """Grad definition for `Mul` operation (registered by the bprop snippet)."""
    mul_func = P.Mul()

    def bprop(x, y, out, dout):
        bc_dx = mul_func(y, dout)
        bc_dy = mul_func(x, dout)
        return binop_grad_common(x, y, bc_dx, bc_dy)

    return bprop


def xy():
    """The notebook's ``x``, ``y`` for MyNet/Net: [1, 2, 3] and [4, 5, 6]."""
    x = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))
    y = ms.Tensor(np.array([4.0, 5.0, 6.0]).astype(np.float32))
    return x, y


def grad_xy():
    """The notebook's ``x`` (2x3), ``y`` (3x3) for GradNetWrtX."""
    x = ms.Tensor([[0.8, 0.6, 0.2], [1.8, 1.3, 1.1]], dtype=ms.float32)
    y = ms.Tensor([[0.11, 3.3, 1.1], [1.1, 0.2, 1.4], [1.1, 2.2, 0.3]], dtype=ms.float32)
    return x, y


# --------------------------------------------------------------------------------------------
# Seed 001 (MindSpore 2.x article): the 784-512-512-10 MLP
# --------------------------------------------------------------------------------------------
class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28 * 28, 512),
            nn.ReLU(),
            nn.Dense(512, 512),
            nn.ReLU(),
            nn.Dense(512, 10)
        )

    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


class JitNetwork(Network):
    """Seed 001 section 2.2.3: ``@ms.jit`` on ``construct``."""

    @ms.jit
    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


def mlp_input():
    """The article's input: ``np.ones([64, 1, 28, 28])``."""
    return Tensor(np.ones([64, 1, 28, 28]).astype(np.float32))
