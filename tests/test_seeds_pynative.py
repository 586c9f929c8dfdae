"""The seed tutorials' code cells, run in PyNative mode with ``mindspore`` swapped for ``msgraph``.

Each cell must print what the seed printed (seed 000, a MindSpore r1.8 notebook), and
the 784-512-512-10 MLP of seed 001 must give a (64, 10) output.  Cells that set
GRAPH_MODE run here with PYNATIVE_MODE (tests/graph covers Graph mode).
"""
import contextlib
import io

import numpy as np
import pytest

import msgraph
from msgraph.context import reset_context
from msgraph.ops._grad.grad_base import bprop_getters

# (code exactly as in the seed, expected printed text)
SEED_000_CELLS = [
    ('import numpy as np\nimport mindspore.nn as nn\nimport mindspore.ops as ops\nimport mindspore as ms\n\n'
     'class MyNet(nn.Cell):\n    """自定义网络，实现两个张量的加法"""\n    def __init__(self):\n'
     '        super(MyNet, self).__init__()\n        self.add = ops.Add()\n\n    def construct(self, x, y):\n'
     '        return self.add(x, y)\n\nx = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))\n'
     'y = ms.Tensor(np.array([4.0, 5.0, 6.0]).astype(np.float32))', ''),
    ('import mindspore as ms\n\nms.set_context(mode=ms.GRAPH_MODE)\n\nnet = MyNet()\nprint(net(x, y))',
     '[5. 7. 9.]\n'),
    ('ms.set_context(mode=ms.PYNATIVE_MODE)\n\nnet = MyNet()\nprint(net(x, y))', '[5. 7. 9.]\n'),
    ('# 设置运行模式为静态图模式\nms.set_context(mode=ms.GRAPH_MODE)\n\nclass Net(nn.Cell):\n'
     '    """自定义网络，实现两个张量的乘法"""\n    def __init__(self):\n        super(Net, self).__init__()\n'
     '        self.mul = ops.Mul()\n\n    def construct(self, x, y):\n        """定义执行代码"""\n'
     '        return self.mul(x, y)\n\nx = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))\n'
     'y = ms.Tensor(np.array([4.0, 5.0, 6.0]).astype(np.float32))\n\nnet = Net()\n\nprint(net(x, y))',
     '[ 4. 10. 18.]\n'),
    ('# 设置运行模式为动态图模式\nms.set_context(mode=ms.PYNATIVE_MODE)\n\n'
     'x = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))\n'
     'y = ms.Tensor(np.array([4.0, 5.0, 6.0]).astype(np.float32))\n\noutput = ops.mul(x, y)\n\n'
     'print(output.asnumpy())', '[ 4. 10. 18.]\n'),
    ('# 设置运行模式为动态图模式\nms.set_context(mode=ms.PYNATIVE_MODE)\n\nclass Net(nn.Cell):\n'
     '    """自定义网络"""\n    def __init__(self):\n        super(Net, self).__init__()\n'
     '        self.matmul = ops.MatMul()\n'
     "        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')\n\n"
     '    def construct(self, x, y):\n        x = x * self.z\n        x = self.matmul(x, y)\n        return x\n\n'
     'class GradNetWrtX(nn.Cell):\n    """定义对x的求导"""\n    def __init__(self, net):\n'
     '        super(GradNetWrtX, self).__init__()\n\n        self.net = net\n'
     '        self.grad_op = ops.GradOperation()\n\n    def construct(self, x, y):\n'
     '        gradient_function = self.grad_op(self.net)\n        return gradient_function(x, y)\n\n'
     'x = ms.Tensor([[0.8, 0.6, 0.2], [1.8, 1.3, 1.1]], dtype=ms.float32)\n'
     'y = ms.Tensor([[0.11, 3.3, 1.1], [1.1, 0.2, 1.4], [1.1, 2.2, 0.3]], dtype=ms.float32)\n\n'
     'output = GradNetWrtX(Net())(x, y)\nprint(output)',
     '[[4.5099998 2.7       3.6000001]\n [4.5099998 2.7       3.6000001]]\n'),
    ('from mindspore.ops._grad.grad_base import bprop_getters\n\n@bprop_getters.register(ops.Mul)\n'
     'def get_bprop_mul(self):\n    """Grad definition for `Mul` operation."""\n    mul_func = P.Mul()\n\n'
     '    def bprop(x, y, out, dout):\n        bc_dx = mul_func(y, dout)\n        bc_dy = mul_func(x, dout)\n'
     '        return binop_grad_common(x, y, bc_dx, bc_dy)\n\n    return bprop', ''),
    ('# 设置运行模式为动态图模式\nms.set_context(mode=ms.PYNATIVE_MODE)\n\nclass Net(nn.Cell):\n'
     '    """自定义网络"""\n    def __init__(self):\n        super(Net, self).__init__()\n'
     '        self.matmul = ops.MatMul()\n'
     "        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')\n\n"
     '    def construct(self, x):\n        for _ in range(3):\n            x = x + self.z\n        return x\n\n'
     'x = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))\nnet = Net()\noutput = net(x)\n\n'
     'print(output)', '[4. 5. 6.]\n'),
]

SEED_001_MLP = '''
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
ms.set_context(mode=ms.PYNATIVE_MODE)
class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28*28, 512),
            nn.ReLU(),
            nn.Dense(512, 512),
            nn.ReLU(),
            nn.Dense(512, 10)
        )
    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits
model = Network()
input = Tensor(np.ones([64, 1, 28, 28]).astype(np.float32))
output = model(input)
print(output)
'''


def to_msgraph_pynative(code: str) -> str:
    """Swap the import and run Graph-mode cells in PyNative mode."""
    return code.replace("mindspore", "msgraph").replace("ms.GRAPH_MODE", "ms.PYNATIVE_MODE")


@pytest.fixture
def seed_namespace():
    reset_context()
    from msgraph.ops import Mul

    saved = bprop_getters._getters.get(Mul)
    # The bprop cell uses P and binop_grad_common without importing them (as in the notebook).
    ns = {"__name__": "seed", "P": msgraph.ops.operations, "binop_grad_common": msgraph.ops.binop_grad_common}
    yield ns
    if saved is not None:
        bprop_getters.register(Mul)(saved)
    reset_context()


def run_cell(code: str, ns: dict) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(compile(to_msgraph_pynative(code), "<seed>", "exec"), ns)  # noqa: S102 - seed code
    return buf.getvalue()


def test_seed_000_cells_print_the_seed_outputs(seed_namespace):
    for code, expected in SEED_000_CELLS:
        assert run_cell(code, seed_namespace) == expected, code


def test_seed_000_registered_mul_bprop_is_used(seed_namespace):
    for code, _ in SEED_000_CELLS[:7]:
        run_cell(code, seed_namespace)
    ns = seed_namespace
    calls = []
    original = ns["get_bprop_mul"]

    def counting(self):
        calls.append(self)
        return original(self)

    bprop_getters.register(ns["ops"].Mul)(counting)
    out = run_cell("print(GradNetWrtX(Net())(x, y))", ns)
    assert out == '[[4.5099998 2.7       3.6000001]\n [4.5099998 2.7       3.6000001]]\n'
    assert calls, "the registered Mul bprop getter was not used"


def test_seed_001_mlp_output_shape(seed_namespace):
    msgraph.set_seed(0)
    ns = seed_namespace
    run_cell(SEED_001_MLP, ns)
    out = ns["output"]
    assert out.shape == (64, 10) and out.dtype == msgraph.float32
    # The float32 result agrees with the same MLP computed in float64 within float32 rounding of its
    # dot products (bounded by K * eps * sum|w||x| per layer, K = 784 the longest reduction). Rows of
    # a constant input are NOT compared with each other: BLAS blocks rows differently, so equal
    # inputs may give results that differ in the last bits.
    x = np.ones((64, 28 * 28))
    ref = x
    bound = x
    layers = [c for c in ns["model"].dense_relu_sequential.cell_list if hasattr(c, "weight")]
    for i, dense in enumerate(layers):
        w = dense.weight.asnumpy().astype(np.float64)
        b = dense.bias.asnumpy().astype(np.float64)
        ref = ref @ w.T + b
        bound = bound @ np.abs(w.T) + np.abs(b)
        if i < len(layers) - 1:
            ref = np.maximum(ref, 0)
    tol = 3 * 28 * 28 * np.finfo(np.float32).eps * bound
    err = np.abs(out.asnumpy().astype(np.float64) - ref)
    assert (err <= tol).all(), f"max error {err.max():.3g} over a bound of {tol.min():.3g}"
    names = [p.name for p in ns["model"].trainable_params()]
    assert names[0] == "dense_relu_sequential.0.weight" and len(names) == 6
