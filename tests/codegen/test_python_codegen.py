"""The generated Python: intermediates are released after their last use."""
import tracemalloc

import numpy as np

import msgraph as ms

N = 1 << 20          # 8 MB per float64 intermediate


def chain(x):
    a = x * 2.0
    b = a + 1.0
    c = b * 3.0
    d = c - 4.0
    e = d * 5.0
    f = e + 6.0
    return f * 7.0


def _peak_mb(fn, x):
    fn(x)                                   # compile outside the measurement
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        fn(x)
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def test_o0_code_drops_each_intermediate_after_its_last_use():
    jf = ms.jit(chain, jit_config=ms.JitConfig(jit_level="O0"))
    x = ms.Tensor(np.linspace(-1.0, 1.0, N))
    want = ((((((x.asnumpy() * 2.0 + 1.0) * 3.0) - 4.0) * 5.0) + 6.0) * 7.0)
    np.testing.assert_allclose(jf(x).asnumpy(), want)
    src = jf.get_source()
    assert "del a_0" in src and "del e_0" in src, src
    # Six 8 MB temporaries kept alive would peak near 56 MB; released, at most ~2 live at once.
    assert _peak_mb(jf, x) < 30


def test_returned_and_written_values_are_not_released():
    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="p")

        def construct(self, x):
            y = x * 2.0
            ms.ops.assign(self.p, y)
            return y, y + 1.0

    net = Net()
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        y, z = net(ms.Tensor(np.ones(3, np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(y.asnumpy(), [2, 2, 2])
    np.testing.assert_array_equal(z.asnumpy(), [3, 3, 3])
    np.testing.assert_array_equal(net.p.asnumpy(), [2, 2, 2])
