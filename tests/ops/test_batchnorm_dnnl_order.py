"""BatchNorm's float32 channel sums in oneDNN ncsp batch normalization's order (act32): the numpy formulation of
``_dnnl_csum`` (4 omp-simd lanes per sample, the tail into lane 0, lanes taken one by one) and ``_seq_csum``
(the backward's plain loops) against element-by-element loops, on shapes where numpy could choose another order
(one channel, one sample, fewer than 4 spatial values, a sample block boundary)."""
import numpy as np
import pytest

from msgraph.ops.batchnorm_ops import _dnnl_csum, _seq_csum

F = np.float32


def _loop_lanes(v):
    n, c, l = v.shape
    out = np.zeros(c, F)
    for ci in range(c):
        s = F(0)
        for ni in range(n):
            lanes = [F(0)] * 4
            k = l // 4
            for i in range(k):
                for j in range(4):
                    lanes[j] = F(lanes[j] + v[ni, ci, 4 * i + j])
            for i in range(4 * k, l):
                lanes[0] = F(lanes[0] + v[ni, ci, i])
            for a in lanes:
                s = F(s + a)
        out[ci] = F(F(0) + s)
    return out


def _loop_seq(v):
    n, c, l = v.shape
    out = np.zeros(c, F)
    for ci in range(c):
        s = F(0)
        for ni in range(n):
            p = F(0)
            for i in range(l):
                p = F(p + v[ni, ci, i])
            s = F(s + p)
        out[ci] = F(F(0) + s)
    return out


@pytest.mark.parametrize("shape", [(1, 1, 1), (1, 1, 3), (1, 1, 37), (3, 1, 50), (1, 3, 9), (2, 4, 4),
                                   (5, 2, 13), (2, 3, 40000), (40, 2, 7), (1, 1, 4099)])
def test_channel_sums_follow_the_loops(shape):
    k = np.arange(int(np.prod(shape)), dtype=np.float64)
    v = (1000.0 + 37.0 * np.sin(0.37 * k)).astype(F).reshape(shape)
    assert np.array_equal(_dnnl_csum(v), _loop_lanes(v))
    assert np.array_equal(_seq_csum(v), _loop_seq(v))


def test_negative_zero_sums_to_positive_zero():
    v = np.full((2, 2, 5), -0.0, F)
    assert not np.signbit(_dnnl_csum(v)).any() and not np.signbit(_seq_csum(v)).any()
