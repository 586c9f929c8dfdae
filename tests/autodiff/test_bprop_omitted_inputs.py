"""One convention for omitted optional inputs: ``ReduceMax()(x)`` leaves out ``axis``, and the bprop
``bprop(x, axis, out, dout)`` still receives every input it declares (the omitted ones as their
defaults) and returns one gradient per input actually passed, in both modes.

Every op with a bprop is called with every arity its op accepts (from its required inputs to all of
them), eagerly on the tape and compiled, and the gradient is checked against finite differences.
"""
import inspect

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor
from msgraph.ops import registry as R


def _arities():
    for name, op in sorted(R.OPS.items()):
        if op.impl is None or R.bprop_getters.lookup(op.prim_class) is None:
            continue
        opt = dict(R.optional_inputs(op))
        if not opt:
            continue
        try:
            params = [q for q in inspect.signature(op.impl).parameters.values()
                      if q.kind in (q.POSITIONAL_ONLY, q.POSITIONAL_OR_KEYWORD) and q.name not in op.attr_defaults]
        except (TypeError, ValueError):
            continue
        n_req = min(opt)
        rule = R.bprop_getters.lookup(op.prim_class)(op.prim_class())
        n_rule = R._n_bprop_inputs(getattr(rule, "__wrapped__", rule))
        if n_rule is None or n_rule <= n_req:
            continue   # the bprop takes only the required inputs (e.g. a ufunc's ``out``)
        for k in range(n_req, n_rule + 1):
            yield pytest.param(name, k, id=f"{name}-{k}")


CASES = list(_arities())


def test_the_ops_with_optional_inputs_are_covered():
    names = {c.values[0] for c in CASES}
    assert {"ReduceMax", "ReduceSum", "ReduceMean", "ReduceMin", "ReduceProd"} <= names


def _inputs(name, k):
    x = Tensor(np.array([[1.0, 4.0, 2.0], [3.0, 0.5, 5.0]], np.float32))
    defaults = dict(R.optional_inputs(R.OPS[name]))
    extra = []
    for i in range(1, k):
        d = defaults.get(i)
        extra.append(d if d is not None else (0.5 if name == "ClipByValue" else d))
    return x, extra


@pytest.mark.parametrize("name,k", CASES)
@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_bprop_accepts_every_arity(name, k, mode):
    x, extra = _inputs(name, k)
    p = R.OPS[name].prim_class()

    def f(t):
        return p(t, *extra)

    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        g = ms.grad(f)(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert g.shape == x.shape
    # finite differences of sum(f(x))
    x0 = x.asnumpy().astype(np.float64)
    num = np.zeros_like(x0)
    eps = 1e-3
    for idx in np.ndindex(x0.shape):
        hi, lo = x0.copy(), x0.copy()
        hi[idx] += eps
        lo[idx] -= eps
        fh = float(np.sum(f(Tensor(hi.astype(np.float32))).asnumpy()))
        fl = float(np.sum(f(Tensor(lo.astype(np.float32))).asnumpy()))
        num[idx] = (fh - fl) / (2 * eps)
    np.testing.assert_allclose(g.asnumpy(), num, rtol=1e-2, atol=1e-2)
