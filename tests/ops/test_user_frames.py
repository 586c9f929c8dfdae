"""The user-frame walks of msgraph/ops/registry.py (``user_floats`` / ``float32_operands``, ``refuse_user_array``,
``called_by_user``) pinned form by form, with the values MindSpore 2.10 (CPU) printed for each (recorded in
tests/conformance/programs/left36/user_float_entry_forms.expected.json, PyNative and Graph mode equal).

MindSpore makes a Python float the user passes beside a float64 Tensor a float32 scalar (``ops.sub(x64, 0.1)`` of 1.0
is 0.8999999985098839), in every entry form; the constants of an op MindSpore computes in one kernel stay exact
(``ops.log2``, layers, gradients); a numpy array the user passes where an op takes a Tensor is a TypeError, an array
msgraph's own composition makes is not.  msgraph tells these apart by walking frames up from ``apply``: a change of
frames (a helper between ``apply`` and the walk, a new wrapper around an entry point) fails a named test here.
"""
from __future__ import annotations

import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, mint, nn, ops
from msgraph.ops import operations as P
from msgraph.ops import registry

X = Tensor(np.array([1.0, 0.1, 2.5], np.float64))
Y = Tensor(np.array([3.0, -0.7, 0.25], np.float64))
C = 0.1
A = np.array([1.0, 2.0, 3.0], np.float64)

def f_ops_add(x):
    return ops.add(x, C)

def f_ops_sub(x):
    return ops.sub(x, C)

def f_ops_mul(x):
    return ops.mul(x, C)

def f_ops_div(x):
    return ops.div(x, C)

def f_ops_multiply(x):
    return ops.multiply(x, C)

def f_ops_subtract(x):
    return ops.subtract(x, C)

def f_ops_true_divide(x):
    return ops.true_divide(x, C)

def f_ops_clamp(x):
    return ops.clamp(x, C, 2.2)

def f_ops_where(x):
    return ops.where(x > 0.5, x, C)

def f_ops_pow(x):
    return ops.pow(x, C)

def f_ops_maximum(x):
    return ops.maximum(x, C)

def f_ops_gt(x):
    return ops.gt(x, C)

def f_ops_lt(x):
    return ops.lt(x, C)

def f_ops_eq(x):
    return ops.equal(x, C)

def f_p_sub(x):
    return P.Sub()(x, C)

def f_p_add_left(x):
    return P.Add()(C, x)

def f_p_mul(x):
    return P.Mul()(x, C)

def f_p_realdiv(x):
    return P.RealDiv()(x, C)

def f_p_pow(x):
    return P.Pow()(x, C)

def f_t_add(x):
    return x.add(C)

def f_t_sub(x):
    return x.sub(C)

def f_t_mul(x):
    return x.mul(C)

def f_t_div(x):
    return x.div(C)

def f_t_clamp(x):
    return x.clamp(C, 2.2)

def f_t_pow(x):
    return x.pow(C)

def f_op_add(x):
    return x + C

def f_op_sub(x):
    return x - C

def f_op_mul(x):
    return x * C

def f_op_div(x):
    return x / C

def f_op_pow(x):
    return x ** C

def f_op_eq(x):
    return x == C

def f_op_gt(x):
    return x > C

def f_op_lt(x):
    return x < C

def f_rop_add(x):
    return C + x

def f_rop_sub(x):
    return C - x

def f_rop_mul(x):
    return C * x

def f_rop_div(x):
    return C / x

def f_rop_pow(x):
    return C ** x

def f_mint_add(x):
    return mint.add(x, C)

def f_mint_sub(x):
    return mint.sub(x, C)

def f_mint_mul(x):
    return mint.mul(x, C)

def f_mint_div(x):
    return mint.div(x, C)

def f_ops_log2(x):
    return ops.log2(x)

def f_ops_lerp(x):
    return ops.lerp(x, Y, C)

def f_ops_leaky_relu(x):
    return ops.leaky_relu(x - 1.0, C)

def f_ops_xlogy(x):
    return ops.xlogy(x, C)

def f_ops_addcmul(x):
    return ops.addcmul(x, x, Y, Tensor(C, ms.float64))

def f_ops_erfinv(x):
    return ops.erfinv(x * 0.2)

def f_ops_sigmoid(x):
    return ops.sigmoid(x)

def f_ops_gelu(x):
    return ops.gelu(x)

def f_ops_softplus(x):
    return ops.softplus(x)

def g_grad_mul(x):
    return (x * C).sum()

def g_grad_ops_mul(x):
    return ops.mul(x, C).sum()

def g_grad_rdiv(x):
    return (C / x).sum()

def g_grad_pow(x):
    return (x ** C).sum()

def g_grad_log2(x):
    return ops.log2(x).sum()

def g_grad_sub_scaled(x):
    return ((x - C) * (x - C)).sum()

#: form -> (dtype, values) or ('error', class name), as MindSpore 2.10 gave them (PyNative = Graph)
FORMS = {
    'ops_add': (f_ops_add, ('Float64', [1.1000000014901161, 0.20000000149011612, 2.600000001490116])),
    'ops_sub': (f_ops_sub, ('Float64', [0.8999999985098839, -1.4901161138336505e-09, 2.399999998509884])),
    'ops_mul': (f_ops_mul, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    'ops_div': (f_ops_div, ('Float64', [9.99999985098839, 0.999999985098839, 24.999999627470977])),
    'ops_multiply': (f_ops_multiply, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    'ops_subtract': (f_ops_subtract, ('Float64', [0.8999999985098839, -1.4901161138336505e-09, 2.399999998509884])),
    'ops_true_divide': (f_ops_true_divide, ('Float64', [9.99999985098839, 0.999999985098839, 24.999999627470977])),
    'ops_clamp': (f_ops_clamp, ('Float64', [1.0, 0.10000000149011612, 2.200000047683716])),
    'ops_where': (f_ops_where, ('Float64', [1.0, 0.10000000149011612, 2.5])),
    'ops_pow': (f_ops_pow, ('Float64', [1.0, 0.7943282319988467, 1.0959582278816162])),
    'ops_maximum': (f_ops_maximum, ('Float64', [1.0, 0.10000000149011612, 2.5])),
    'ops_gt': (f_ops_gt, ('Bool', [True, False, True])),
    'ops_lt': (f_ops_lt, ('Bool', [False, True, False])),
    'ops_eq': (f_ops_eq, ('Bool', [False, False, False])),
    'p_sub': (f_p_sub, ('Float64', [0.8999999985098839, -1.4901161138336505e-09, 2.399999998509884])),
    'p_add_left': (f_p_add_left, ('Float64', [1.1000000014901161, 0.20000000149011612, 2.600000001490116])),
    'p_mul': (f_p_mul, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    'p_realdiv': (f_p_realdiv, ('Float64', [9.99999985098839, 0.999999985098839, 24.999999627470977])),
    'p_pow': (f_p_pow, ('Float64', [1.0, 0.7943282319988467, 1.0959582278816162])),
    't_add': (f_t_add, ('Float64', [1.1000000014901161, 0.20000000149011612, 2.600000001490116])),
    't_sub': (f_t_sub, ('Float64', [0.8999999985098839, -1.4901161138336505e-09, 2.399999998509884])),
    't_mul': (f_t_mul, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    't_div': (f_t_div, ('Float64', [9.99999985098839, 0.999999985098839, 24.999999627470977])),
    't_clamp': (f_t_clamp, ('Float64', [1.0, 0.10000000149011612, 2.200000047683716])),
    't_pow': (f_t_pow, ('Float64', [1.0, 0.7943282319988467, 1.0959582278816162])),
    'op_add': (f_op_add, ('Float64', [1.1000000014901161, 0.20000000149011612, 2.600000001490116])),
    'op_sub': (f_op_sub, ('Float64', [0.8999999985098839, -1.4901161138336505e-09, 2.399999998509884])),
    'op_mul': (f_op_mul, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    'op_div': (f_op_div, ('Float64', [9.99999985098839, 0.999999985098839, 24.999999627470977])),
    'op_pow': (f_op_pow, ('Float64', [1.0, 0.7943282319988467, 1.0959582278816162])),
    'op_eq': (f_op_eq, ('Bool', [False, False, False])),
    'op_gt': (f_op_gt, ('Bool', [True, False, True])),
    'op_lt': (f_op_lt, ('Bool', [False, True, False])),
    'rop_add': (f_rop_add, ('Float64', [1.1000000014901161, 0.20000000149011612, 2.600000001490116])),
    'rop_sub': (f_rop_sub, ('Float64', [-0.8999999985098839, 1.4901161138336505e-09, -2.399999998509884])),
    'rop_mul': (f_rop_mul, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    'rop_div': (f_rop_div, ('Float64', [0.10000000149011612, 1.0000000149011612, 0.04000000059604645])),
    'rop_pow': (f_rop_pow, ('Float64', [0.10000000149011612, 0.7943282359079228, 0.0031622777779724037])),
    'mint_add': (f_mint_add, ('Float64', [1.1000000014901161, 0.20000000149011612, 2.600000001490116])),
    'mint_sub': (f_mint_sub, ('Float64', [0.8999999985098839, -1.4901161138336505e-09, 2.399999998509884])),
    'mint_mul': (f_mint_mul, ('Float64', [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])),
    'mint_div': (f_mint_div, ('Float64', [9.99999985098839, 0.999999985098839, 24.999999627470977])),
    'ops_log2': (f_ops_log2, ('Float64', [0.0, -3.321928094887362, 1.3219280948873624])),
    'ops_lerp': (f_ops_lerp, ('error', 'TypeError')),
    'ops_leaky_relu': (f_ops_leaky_relu, ('Float64', [0.0, -0.09000000134110452, 1.5])),
    'ops_xlogy': (f_ops_xlogy, ('Float64', [-2.3025850780928847, -0.23025850780928847, -5.756462695232212])),
    'ops_addcmul': (f_ops_addcmul, ('Float64', [1.3, 0.093, 2.5625])),
    'ops_erfinv': (f_ops_erfinv, ('Float64', [0.17914345734858966, 0.01772639529087723, 0.4769362844938728])),
    'ops_sigmoid': (f_ops_sigmoid, ('Float64', [0.7310585786300049, 0.52497918747894, 0.9241418199787566])),
    'ops_gelu': (f_ops_gelu, ('Float64', [0.8413447460685429, 0.053982783727702904, 2.4844758366855597])),
    'ops_softplus': (f_ops_softplus, ('Float64', [1.3132611513137817, 0.7443966865539551, 2.578889846801758])),
}
GRADS = {
    'grad_mul': (g_grad_mul, ('Float64', [0.10000000149011612, 0.10000000149011612, 0.10000000149011612])),
    'grad_ops_mul': (g_grad_ops_mul, ('Float64', [0.10000000149011612, 0.10000000149011612, 0.10000000149011612])),
    'grad_rdiv': (g_grad_rdiv, ('Float64', [-0.10000000149011612, -10.000000149011612, -0.016000000238418584])),
    'grad_pow': (g_grad_pow, ('Float64', [0.10000000149011612, 0.7943282438352597, 0.04383832976850666])),
    'grad_log2': (g_grad_log2, ('Float64', [1.4426950408889634, 14.426950408889633, 0.5770780163555853])),
    'grad_sub_scaled': (g_grad_sub_scaled, ('Float64', [1.7999999970197678, -2.980232227667301e-09, 4.799999997019768])),
}


def _check(got, want):
    kind, values = want
    assert str(got.dtype) == kind, (got.dtype, kind)
    np.testing.assert_array_equal(got.asnumpy(), np.array(values, dtype=got.asnumpy().dtype))


@pytest.mark.parametrize("name", sorted(FORMS))
def test_form_pynative(name):
    fn, want = FORMS[name]
    if want[0] == "error":
        with pytest.raises(Exception) as info:
            fn(X)
        assert want[1] in [c.__name__ for c in type(info.value).__mro__]
        return
    _check(fn(X), want)


@pytest.mark.parametrize("name", sorted(FORMS))
def test_form_jit(name):
    fn, want = FORMS[name]
    if want[0] == "error":
        with pytest.raises(Exception) as info:
            ms.jit(fn)(X)
        assert want[1] in [c.__name__ for c in type(info.value).__mro__]
        return
    _check(ms.jit(fn)(X), want)


@pytest.mark.parametrize("jit", [False, True], ids=["pynative", "jit"])
@pytest.mark.parametrize("name", sorted(GRADS))
def test_gradient(name, jit):
    fn, want = GRADS[name]
    _check(ms.grad(ms.jit(fn) if jit else fn)(X), want)


class _Layers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = nn.LeakyReLU(C)
        self.elu = nn.ELU()

    def construct(self, x):
        return self.act(x - 1.0), self.elu(x - 1.0), x * C


#: MindSpore 2.10 (both modes): LeakyReLU(0.1) of float64 scales by the float32 alpha, ELU's constants are exact,
#: ``x * 0.1`` in a construct rounds
_LAYERS = ([0.0, -0.09000000134110452, 1.5], [0.0, -0.5934303402594009, 1.5],
           [0.10000000149011612, 0.010000000149011612, 0.2500000037252903])


@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_cell_layers(mode):
    if mode == "graph":
        ms.set_context(mode=ms.GRAPH_MODE)
    try:
        got = _Layers()(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for g, w in zip(got, _LAYERS):
        _check(g, ("Float64", w))


@pytest.mark.parametrize("call", [lambda x: ops.add(x, A), lambda x: x + A, lambda x: P.ReLU()(A),
                                  lambda x: ops.mul(x, A)],
                         ids=["ops_add", "operator", "primitive", "ops_mul"])
def test_user_numpy_array_refused(call):
    """MindSpore 2.10: ``Failed calling Add with "Add()(input=Tensor, other=<class 'numpy.ndarray'>)"``."""
    with pytest.raises(TypeError, match="numpy.ndarray"):
        call(X)


def test_numpy_array_on_the_left():
    """``np_array + x``: numpy's own operator runs first (MindSpore 2.10 too: an ndarray [2, 2.1, 5.5])."""
    got = A + X
    assert type(got) is np.ndarray
    np.testing.assert_array_equal(got, [2.0, 2.1, 5.5])


def test_user_numpy_array_refused_in_graph_code():
    class Net(nn.Cell):
        def construct(self, x):
            return x + A

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match="numpy.ndarray"):
            Net()(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _graph(fn):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return fn()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_graph_call_marker_scopes_the_refusal():
    """Graph code: the front end marks the call or operator it applies for the user (registry.graph_call); an array
    the user passed it is refused where it reaches an op, a Concat piece and a library Cell's input too, and the
    marks are gone after the compile, failed or not."""
    class Cat(nn.Cell):
        def construct(self, x):
            return ops.concat((x, A))

    class Relu(nn.Cell):
        def construct(self, x):
            return nn.ReLU()(A) + x

    class Where(nn.Cell):
        def construct(self, x):
            return ops.where(x > 0.5, x, C)   # (the composition's own array of C: computed)

    for net in (Cat, Relu):
        with pytest.raises(TypeError, match="numpy.ndarray"):
            _graph(lambda: net()(X))
        assert registry.GRAPH_CALL[0] is None and registry.GRAPH_USER_ARRAYS[0] == ()
    _check(_graph(lambda: Where()(X)), ("Float64", [1.0, 0.10000000149011612, 2.5]))
    assert registry.GRAPH_CALL[0] is None


def test_mindspore_numpy_refuses_user_arrays():
    """mindspore.numpy takes no numpy array from the user (MindSpore 2.10's TypeError); its own calls pass them."""
    import msgraph.numpy as mnp

    for call in (lambda: mnp.asarray(A), lambda: mnp.add(X, A), lambda: mnp.concatenate((X, A))):
        with pytest.raises(TypeError, match="numpy.ndarray"):
            call()
    with pytest.raises(ValueError, match="input arrays"):
        mnp.stack(A)
    np.testing.assert_array_equal(mnp.asarray([A, A]).asnumpy(), [A, A])   # (a list of arrays: an array-like)
    assert mnp.histogram(X, bins=2)[0].shape == (2,)   # (internal numpy arrays: computed)


def test_composition_arrays_pass():
    """msgraph's own compositions pass numpy arrays of their own to ops (ops.where of a number: MindSpore's Select)."""
    _check(ops.where(X > 0.5, X, C), ("Float64", [1.0, 0.10000000149011612, 2.5]))


#: called_by_user: the user's call is checked, msgraph's own calls are not (MindSpore 2.10's messages)
def test_called_by_user_checks():
    with pytest.raises(TypeError, match="ClampTensor"):
        ops.clamp(X, Tensor(0.1), 2.2)
    with pytest.raises(TypeError, match="OneHot"):
        P.OneHot()(Tensor(np.array([0, 1], np.int32)), 3, 1.0, 0.0)
    with pytest.raises(ValueError, match="'value' rank: 0"):
        ops.assign(ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p"), 2.0)
    with pytest.raises(ValueError, match="'value' rank: 0"):
        ops.assign_add(ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="q"), 1.0)
    with pytest.raises(TypeError):
        ops.less(5, X)
    with pytest.raises(TypeError):
        P.Less()(5, X)
    # the function form converts numbers itself: no error, MindSpore's Float32 one-hot
    _check(ops.one_hot(Tensor(np.array([0, 1], np.int32)), 3, Tensor(1.0), Tensor(0.0)),
           ("Float32", [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]))
    _check(ops.multiply(Tensor(np.array([1, 2], np.int32)), 2.5), ("Float32", [2.5, 5.0]))


def test_momentum_float64_updates():
    """An optimizer's own number operands are not the user's: Momentum(0.1, 0.9) on float64 weights, one step
    (MindSpore 2.10: [0.8999999761581421, 0.9900000095367432, 0.75], its learning rate a float32 Parameter)."""
    d = nn.Dense(3, 2, weight_init="ones", bias_init="zeros", dtype=ms.float64)
    opt = nn.Momentum(d.trainable_params(), 0.1, 0.9)
    x = Tensor(np.array([[1.0, 0.1, 2.5]], np.float64))

    def loss(a):
        return d(a).sum()

    opt(ms.grad(loss, grad_position=None, weights=d.trainable_params())(x))
    _check(d.weight.value(), ("Float64", [[0.8999999761581421, 0.9900000095367432, 0.75]] * 2))


def _helper_calling_float32_operands():
    return registry.float32_operands([np.ones(2), 0.1], [np.dtype(np.float64), None])


def test_walk_refuses_a_helper_frame():
    """The walks count frames from the caller of ``apply``: called from any other frame they fail loudly."""
    with pytest.raises(AssertionError, match="float32_operands"):
        _helper_calling_float32_operands()
    with pytest.raises(AssertionError, match="refuse_user_array"):
        registry.refuse_user_array(P.ReLU(), (A,), A)


def test_called_by_user_refuses_an_unregistered_site(monkeypatch):
    monkeypatch.setattr(registry, "CHECK_FRAMES", True)

    def helper():
        return registry.called_by_user()

    with pytest.raises(AssertionError, match="user_check_site"):
        helper()


def test_masked_fill_user_call_float32_precision():
    """ops.masked_fill(x64, mask, 0.1) by the user fills at float32 precision (MindSpore 2.10: the unmasked 1/3 is
    0.3333333432674408); the method writes the float32 0.1 only (left36/masked_fill_float64)."""
    x = Tensor(np.array([1.0, 0.1, 2.5, 1 / 3], np.float64))
    m = Tensor(np.array([True, False, True, False]))
    _check(ops.masked_fill(x, m, 0.1), ("Float64", [0.10000000149011612, 0.10000000149011612, 0.10000000149011612,
                                                    0.3333333432674408]))
    _check(x.masked_fill(m, 0.1), ("Float64", [0.10000000149011612, 0.1, 0.10000000149011612, 1 / 3]))
