"""Cases for test_numba_cuda.py, run as a script (the simulator flag must precede numba.cuda)."""
import sys

import numpy as np

import msgraph as ms
from msgraph import nn

from programs import PROGRAMS

CUDA_PROGRAMS = ["w1", "chain_multi_out", "broadcast_column", "dtype_mix", "comparisons_select", "scalar_0d",
                 "while_loop", "reductions", "mlp_step", "unary_zoo"]


def leaves(x):
    if isinstance(x, (tuple, list)):
        return [z for y in x for z in leaves(y)]
    return [x]


def same(got, want, what):
    g, w = leaves(got), leaves(want)
    assert len(g) == len(w), what
    for a, b in zip(g, w):
        if isinstance(b, ms.Tensor):
            assert isinstance(a, ms.Tensor), (what, type(a))
            assert a.dtype == b.dtype, (what, a.dtype, b.dtype)
            assert a.shape == b.shape, (what, a.shape, b.shape)
            np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=2e-5, atol=2e-6, err_msg=what)
        else:
            assert type(a) is type(b) and a == b, (what, a, b)


def small(name):
    fn, make = PROGRAMS[name]
    args = make()
    if name in ("w1", "while_loop"):
        args = [ms.Tensor(a.asnumpy()[:40]) for a in args]
        if name == "while_loop":
            args = [ms.Tensor(np.full(40, 0.5, np.float32))]
    return fn, args


def programs(level):
    ms.set_context(device_target="GPU")
    for name in CUDA_PROGRAMS:
        fn, args = small(name)
        want = fn(*args)
        jf = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))
        got = jf(*args)
        same(got, want, name)
        src = jf.get_source()
        assert "cuda" in src, name
        print("ok", name, flush=True)
    src = ms.jit(PROGRAMS["mlp_step"][0], jit_config=ms.JitConfig(jit_level=level))
    src(*small("mlp_step")[1])
    text = src.get_source()
    assert "_matmul(" in text and "cuda.shared.array" in text
    print("all-ok")


def train():
    ms.set_seed(0)
    x = ms.Tensor(np.random.default_rng(0).normal(size=(8, 6)).astype(np.float32))
    y = ms.Tensor(np.array([0, 1, 2, 0, 1, 2, 0, 1], np.int32))

    def make():
        ms.set_seed(0)
        net = nn.SequentialCell(nn.Dense(6, 5), nn.ReLU(), nn.Dense(5, 3))
        loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        return nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.SGD(net.trainable_params(), 0.1))

    eager = make()
    want = [float(eager(x, y).asnumpy()) for _ in range(2)]
    ms.set_context(mode=ms.GRAPH_MODE, device_target="GPU")
    step = make()
    got = [float(step(x, y).asnumpy()) for _ in range(2)]
    np.testing.assert_allclose(got, want, rtol=1e-5)
    for p, q in zip(step.get_parameters(), eager.get_parameters()):
        np.testing.assert_allclose(p.asnumpy(), q.asnumpy(), rtol=1e-5, atol=1e-6)
    print("train-ok")


def nogpu():
    from numba import cuda

    if cuda.is_available():
        print("gpu-present")
        return
    try:   # refused when set, as MindSpore refuses a device its process cannot use; the target stays CPU
        ms.set_context(device_target="GPU")
    except RuntimeError as e:   # MindSpore: RuntimeError (msgraph: UnsupportedDeviceError)
        assert ms.get_context("device_target") == "CPU"
        msg = str(e)
        assert "no CUDA GPU or driver" in msg and "NUMBA_ENABLE_CUDASIM" in msg, msg
        assert isinstance(e, RuntimeError)
        print("nogpu-ok")
    else:
        raise AssertionError("expected a RuntimeError")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "probe":
        from numba import cuda

        a = cuda.to_device(np.arange(4, dtype=np.float32))
        assert cuda.is_available() and a.copy_to_host()[3] == 3
        print("probe-ok")
    elif cmd == "programs":
        programs(sys.argv[2])
    elif cmd == "train":
        train()
    elif cmd == "nogpu":
        nogpu()
