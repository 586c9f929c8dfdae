"""The memoized promotion rule gives what the rule computes, for every dtype/Python-type mix."""
import itertools

import numpy as np

from msgraph.common import dtype as d

DTYPES = [np.dtype(t) for t in ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32",
                                "float64", "complex64")]
WEAK = [True, 3, 2.5, 1j]


def test_cached_equals_computed():
    d._RESULT_TYPE_CACHE.clear()
    samples = [np.zeros(2, t) for t in DTYPES] + WEAK + [np.float32(1.0), np.int64(2), None]
    for a, b in itertools.product(samples, repeat=2):
        want = d._mindspore_result_type(a, b)
        assert d.mindspore_result_type(a, b) == want          # first call: computed and stored
        assert d.mindspore_result_type(a, b) == want          # second: from the cache
    assert d.mindspore_result_type(np.zeros(2, np.int8), 2.5) == np.float32
    assert d.mindspore_result_type(np.zeros(2, np.int16), np.zeros(2, np.float16)) == np.float16
    assert d.mindspore_result_type(3, 2.5) is None
