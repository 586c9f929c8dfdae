"""Integer ReduceSum / ReduceMean as MindSpore 2.10's CPU kernels compute them (left51): the elements added in order
in double and converted back as Cast converts (out of range: the minimum), the mean that sum over n in float32."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.ops import operations as P


def _reduce(a, b, c):
    return a.sum(), P.ReduceSum()(b), c.sum(axis=0), P.ReduceMean()(b), c.mean(axis=1)


@pytest.mark.parametrize("mode", ["pynative", "graph", "graph_kernels"])
def test_integer_sums_add_in_double_in_order(mode, monkeypatch):
    if mode == "graph_kernels":   # an integer sum is never fused: a kernel would accumulate otherwise
        pytest.importorskip("numba")
        for k, v in (("MSGRAPH_NUMBA", "1"), ("MSGRAPH_SYNC_COMPILE", "1"), ("MSGRAPH_TIER_US", "0")):
            monkeypatch.setenv(k, v)
    a = ms.Tensor(np.array([2 ** 53, 1, 1, 1], np.int64))
    b = ms.Tensor(np.array([2 ** 31 - 1] * 3, np.int32))
    c = ms.Tensor(np.array([[2 ** 62, 16777217], [2 ** 62, 0]], np.int64))
    fn = ms.jit(_reduce) if mode != "pynative" else _reduce
    s, s32, s0, m32, m1 = (t.asnumpy() for t in fn(a, b, c))
    assert s == 2 ** 53                        # numpy's exact sum: 2**53 + 3
    assert s32 == -2 ** 31                     # 6442450941 out of int32's range: the minimum (wrapped: 2147483645)
    assert s0.tolist() == [-2 ** 63, 16777217]
    assert m32 == -715827904                   # -2**31 / 3 in float32 (-715827904.0), truncated
    assert m1.tolist() == [2 ** 61, 2 ** 61]     # (2**62 + 16777217 in double, over 2 in float32)


def test_uint64_and_narrow_sums():
    assert ops.ReduceSum()(ms.Tensor(np.array([2 ** 64 - 1, 1], np.uint64))).asnumpy() == 0
    assert ops.ReduceSum()(ms.Tensor(np.array([30000] * 3, np.int16))).asnumpy() == 24464
    assert ms.Tensor(np.array([16777217], np.int32)).mean().asnumpy() == 16777216

