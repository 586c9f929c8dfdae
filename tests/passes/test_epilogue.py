"""The fuse_epilogues pass (passes/epilogue.py): ``ReluGrad(MaxPoolGrad(x, dout), x)`` -- the gradient of a ReLU
followed by a max-pool -- becomes one MaxPoolGradReluGrad node at O1/O2 (not O0), only when the MaxPoolGrad result
has no other reader; the values stay PyNative's bit for bit."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.passes.manager import pipeline

F32 = np.float32
_POOL = ops.MaxPool(kernel_size=2, strides=2)


def _data(dtype=F32, shape=(4, 3, 16, 16)):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(shape).astype(dtype)
    w = rng.standard_normal((shape[0], shape[1], shape[2] // 2, shape[3] // 2)).astype(dtype)
    return ms.Tensor(x), ms.Tensor(w)


def relu_pool(x, w):
    return (_POOL(ops.relu(x)) * w).sum()


def pool_relu(x, w):            # the other order: MaxPoolGrad(x, ReluGrad(...)), nothing to absorb
    return (ops.relu(_POOL(x)) * w).sum()


def relu_pool_and_relu(x, w):   # ReluGrad reads MaxPoolGrad's result plus the other branch's gradient
    y = ops.relu(x)
    return (_POOL(y) * w).sum() + (y * 2.0).sum()


def _graph_and_values(fn, args, level="O1"):
    g = ms.jit(ms.grad(fn), jit_config=ms.JitConfig(jit_level=level))
    out = g(*args)
    return g.get_ir(), out.asnumpy()


@pytest.mark.parametrize("level", ["O1", "O2"])
def test_relu_then_maxpool_gradient_is_one_op(level):
    args = _data()
    ir, got = _graph_and_values(relu_pool, args, level)
    assert "MaxPoolGradReluGrad" in ir
    assert "MaxPoolGrad<" not in ir and "ReluGrad(" not in ir
    want = ms.grad(relu_pool)(*args).asnumpy()        # PyNative: the two ops
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


def test_not_at_o0():
    ir, _ = _graph_and_values(relu_pool, _data(), "O0")
    assert "MaxPoolGradReluGrad" not in ir and "ReluGrad(" in ir
    assert "fuse_epilogues" not in [p.name for p in pipeline("O0")]
    assert "fuse_epilogues" in [p.name for p in pipeline("O1")]


@pytest.mark.parametrize("fn", [pool_relu, relu_pool_and_relu])
def test_other_shapes_of_graph_are_left(fn):
    args = _data()
    ir, got = _graph_and_values(fn, args)
    assert "MaxPoolGradReluGrad" not in ir and "MaxPoolGrad<" in ir
    want = ms.grad(fn)(*args).asnumpy()
    assert got.tobytes() == want.tobytes()


def test_float64_is_left():
    args = _data(np.float64)
    ir, got = _graph_and_values(relu_pool, args)
    assert "MaxPoolGradReluGrad" not in ir
    assert got.tobytes() == ms.grad(relu_pool)(*args).asnumpy().tobytes()
