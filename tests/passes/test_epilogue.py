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


# --- ReLU(Conv2D(x, w)) -> Conv2DReLU ---------------------------------------------------------------------------
_CONV = ops.Conv2D(out_channel=4, kernel_size=3, pad_mode="pad", pad=1)


def _conv_data(dtype=F32):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 3, 12, 12)).astype(dtype)
    w = rng.standard_normal((4, 3, 3, 3)).astype(dtype)
    return ms.Tensor(x), ms.Parameter(ms.Tensor(w), name="w")


def conv_relu(x, w):
    return (ops.relu(_CONV(x, w)) * 0.5).sum()


def conv_relu_and_conv(x, w):   # the gradient reads the convolution's result too: nothing to absorb
    y = _CONV(x, w)
    return (ops.relu(y) * y).sum()


def _conv_graph(fn, level="O1", dtype=F32):
    x, w = _conv_data(dtype)
    g = ms.jit(ms.grad(fn, grad_position=(0, 1)), jit_config=ms.JitConfig(jit_level=level))
    got = g(x, w)
    want = ms.grad(fn, grad_position=(0, 1))(x, w)      # PyNative: the two ops
    for a, b in zip(got, want):
        assert a.asnumpy().dtype == b.asnumpy().dtype and a.asnumpy().tobytes() == b.asnumpy().tobytes()
    return g.get_ir()


@pytest.mark.parametrize("level", ["O1", "O2"])
def test_conv_then_relu_is_one_op(level):
    ir = _conv_graph(conv_relu, level)
    assert "Conv2DReLU" in ir and "Conv2D<" not in ir and "= ReLU(" not in ir


def test_conv_relu_left_at_o0_and_with_a_second_reader():
    assert "Conv2DReLU" not in _conv_graph(conv_relu, "O0")
    assert "Conv2DReLU" not in _conv_graph(conv_relu_and_conv)


def test_conv_relu_float16_values():
    _conv_graph(conv_relu, dtype=np.float16)     # (PyNative's bits, whatever the graph's form)


# --- ReLU(BatchNorm(x)[0]) -> BatchNormReLU (BatchNorm's take_reader trait) ---------------------------------------
class _BnRelu(ms.nn.Cell):
    def __init__(self, second_reader=False):
        super().__init__()
        self.bn = ms.nn.BatchNorm2d(3)
        self.second_reader = second_reader

    def construct(self, x):
        y = self.bn(x)
        r = ops.relu(y)
        return (r * 0.5).sum() + ((y * y).sum() if self.second_reader else 0.0)


def _bn_graph(level="O1", second_reader=False, dtype=F32, bits=True):
    rng = np.random.default_rng(2)
    x = ms.Tensor(rng.standard_normal((4, 3, 8, 8)).astype(dtype))
    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):     # two nets, one init: Graph's gradient against PyNative's
        ms.set_seed(0)
        net = _BnRelu(second_reader)
        if dtype != F32:
            net.to_float(ms.float16)
        net.set_train()
        fn = ms.value_and_grad(net, grad_position=0, weights=net.trainable_params())
        if mode == ms.GRAPH_MODE:
            fn = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))
        out.append((fn(x), net))
    (want, pnet), (got, gnet) = out
    if not bits:
        return fn.get_ir()
    flat = lambda t: [t[0]] + [t[1][0]] + list(t[1][1])   # noqa: E731
    for a, b in zip(flat(got), flat(want)):
        assert a.asnumpy().dtype == b.asnumpy().dtype and a.asnumpy().tobytes() == b.asnumpy().tobytes()
    for a, b in zip(gnet.get_parameters(), pnet.get_parameters()):    # the moving statistics too
        assert a.asnumpy().tobytes() == b.asnumpy().tobytes(), a.name
    return fn.get_ir()


@pytest.mark.parametrize("level", ["O1", "O2"])
def test_batchnorm_then_relu_is_one_op(level):
    ir = _bn_graph(level)
    assert "BatchNormReLU" in ir and "= ReLU(" not in ir and "BatchNorm<" not in ir


def test_batchnorm_relu_left_at_o0_and_with_a_second_reader():
    assert "BatchNormReLU" not in _bn_graph("O0")
    # (y's two cotangents are added in another order than PyNative's tape adds them, with or without this pass:
    # dx differs in the last bits there on main too -- not this op's doing; the IR alone is checked)
    assert "BatchNormReLU" not in _bn_graph(second_reader=True, bits=False)


# --- MaxPoolGradReluGrad writing the convolution gradients' wide rows (ops/conv.py: dout_pitch) --------------------
class _LeNetish(ms.nn.Cell):
    """conv -> ReLU -> 2x2 pool, twice (LeNet's stride-1 'valid' 5x5 layers, smaller)."""

    def __init__(self, k=5, pad_mode="valid", stride=1):
        super().__init__()
        self.c1 = ms.nn.Conv2d(2, 4, k, pad_mode=pad_mode, stride=stride, has_bias=False)
        self.c2 = ms.nn.Conv2d(4, 8, k, pad_mode=pad_mode, has_bias=False)
        self.pool = ms.nn.MaxPool2d(kernel_size=2, stride=2)

    def construct(self, x):
        y = self.pool(ops.relu(self.c1(x)))
        return (self.pool(ops.relu(self.c2(y))) * 0.5).sum()


def _lenetish(level="O1", bits=True, **kw):
    rng = np.random.default_rng(4)
    x = ms.Tensor(rng.standard_normal((8, 2, 28, 28)).astype(F32))
    from msgraph.codegen import backend

    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_seed(0)
        net = _LeNetish(**kw)
        fn = ms.grad(net, grad_position=0, weights=net.trainable_params())
        if mode == ms.GRAPH_MODE:
            fn = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))
        for _ in range(3):     # the pool kernels are asked for at their second call; then loaded
            got = fn(x)
            backend.wait_for_kernels(600)
        out.append(fn(x))
    flat = lambda t: [t[0]] + list(t[1])   # noqa: E731
    for a, b in zip(flat(out[1]), flat(out[0])):
        assert a.asnumpy().dtype == b.asnumpy().dtype and a.asnumpy().tobytes() == b.asnumpy().tobytes()
    return fn.get_ir()


def test_pool_gradient_writes_the_convolution_gradients_wide_rows():
    ir = _lenetish()
    pitched = [ln for ln in ir.splitlines() if "MaxPoolGradReluGrad" in ln and "row_pitch=0" not in ln]
    assert len(pitched) == 2, ir     # conv2's (read by its input and filter gradients) and conv1's (filter gradient)
    assert any("row_pitch=12" in ln for ln in pitched) and any("row_pitch=28" in ln for ln in pitched), pitched


def test_no_wide_rows_for_other_convolution_forms():
    # 3x3 (Winograd's candidates read dout as it is): neither; a strided first convolution (the column form of
    # _cols): not its pool gradient, conv2's still
    for kw, plain in ((dict(k=3), 2), (dict(k=5, stride=2), 1)):
        ir = _lenetish(**kw)
        assert ir.count("MaxPoolGradReluGrad") == 2 and ir.count("row_pitch=0") == plain, kw


def test_wide_rows_are_used_and_values_stay_pynatives(monkeypatch):
    from msgraph.ops import conv as C

    seen = []
    real = C._zero_pitched
    monkeypatch.setattr(C, "_zero_pitched", lambda dy, wp: seen.append(real(dy, wp) is not None) or real(dy, wp))
    _lenetish()
    assert any(seen)     # the gradients read the pool gradient's rows in place (bits checked in _lenetish)


def test_forward_pools_keep_their_picks_for_the_gradient(monkeypatch):
    from msgraph.ops import pooling as P

    seen = []
    real = P._picks_of
    monkeypatch.setattr(P, "_picks_of", lambda x, k: seen.append(real(x, k) is not None) or real(x, k))
    ir = _lenetish()      # (Graph's gradients equal PyNative's bytes: checked there)
    # conv1's pool (the second one's value is not needed by a gradient-only function: no forward MaxPool left there)
    assert ir.count("MaxPoolPicks") == 1 and "= MaxPool<" not in ir, ir
    assert any(seen)   # MaxPoolGradReluGrad scattered the forward's picks


def test_no_picks_at_o0_or_without_the_fused_gradient():
    assert "MaxPoolPicks" not in _lenetish("O0")
    args = _data()
    ir, _ = _graph_and_values(pool_relu, args)     # MaxPool then ReLU: no MaxPoolGradReluGrad, plain MaxPool
    assert "MaxPoolPicks" not in ir
