"""pytest plugin for re-running MindSpore's st tests under numpy 2 (msgraph's Python).

MindSpore 2.10's venv has numpy 1.26; several st files use spellings numpy 2 removed (``np.NINF``,
``np.complex_``, ``np.asfarray``, ``np.trapz``, ``np.int``) or whose result changed (``np.in1d`` of a
2-D array is flattened in numpy 1, shaped like the input in numpy 2).  This plugin restores them in
the *test code's* numpy so such a test checks msgraph instead of failing in its own setup:

    cd <mindspore tests root> && PYTHONPATH=.:<msgraph>:<this folder> MSGRAPH_NUMBA=0 \
        python -m pytest -p np1shim -p msgraph.testing.mindspore_alias tests/st/numpy_native/test_logic_ops.py

It cannot help a test that builds ``np.array([-1], dtype=np.uint8)`` (OverflowError in numpy 2) or
calls ``complex()`` on a (1, 1) array.
"""
import warnings

import numpy as np

_OLD = {
    "NINF": -np.inf, "PINF": np.inf, "NAN": np.nan, "NaN": np.nan, "Inf": np.inf, "Infinity": np.inf,
    "complex_": np.complex128, "float_": np.float64, "cfloat": np.complex128, "unicode_": np.str_,
    "string_": np.bytes_, "int": int, "float": float, "bool": bool, "object": object, "str": str,
    "trapz": getattr(np, "trapezoid", None), "product": np.prod, "alltrue": np.all, "sometrue": np.any,
    "cumproduct": np.cumprod,
}


def _asfarray(a, dtype=np.float64):
    """numpy 1's asfarray: a float array (a non-float dtype asks for float64)."""
    dtype = np.dtype(dtype)
    return np.asarray(a, dtype=dtype if dtype.kind in "fc" else np.float64)


_isin = np.isin


def _in1d(ar1, ar2, assume_unique=False, invert=False, **kw):
    """numpy 1's in1d: the result is flat whatever the rank of ``ar1``."""
    return _isin(np.ravel(ar1), ar2, assume_unique=assume_unique, invert=invert, **kw)


if int(np.__version__.split(".")[0]) >= 2:
    for _name, _val in dict(_OLD, asfarray=_asfarray).items():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if not hasattr(np, _name):
                setattr(np, _name, _val)
    np.in1d = _in1d
