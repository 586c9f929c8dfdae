"""pipeline/parse/test_use_undefined_name_or_unsupported_builtin_function, graph_syntax/test_jit_forbidden_api,
test_invalid_attribute, test_call_innetr_net_attr: undefined names (taken and untaken branches, loops), forbidden
APIs in graph code (initializer, Cell.get_parameters...), invalid attributes (Tensor, int, namedtuple, Cell),
Parameter creation in construct; P eager, J @ms.jit, G Graph-mode Cell (error classes)."""
from collections import namedtuple
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.common.initializer import initializer, One
from gs import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Data = namedtuple('User', ['label1', 'label2'])
ND = Data(1, 2)


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(2, np.float32)), "w")
        self.k = 3

    def construct(self, x):
        return x * 2


INNER = Inner()


@reg(X)
def undef_used(x):
    return x + a_undefined  # noqa


@reg(X)
def undef_stmt(x):
    b_undefined  # noqa
    return x + x


@reg(X)
def undef_untaken_if(x):
    if x.sum() < 0:
        i_undefined  # noqa
    return x + x


@reg(X)
def undef_untaken_const_if(x):
    if False:
        j_undefined  # noqa
    return x + x


@reg(X)
def undef_in_while(x):
    n = 0
    while n < 2:
        if n > 5:
            k_undefined  # noqa
        n = n + 1
    return x + n


@reg(X)
def undef_in_for(x):
    for i in [11, 22]:
        x = x + i + d_undefined  # noqa
    return x


@reg(X)
def undef_zero_loop(x):
    for i in []:
        x = x + e_undefined  # noqa
    return x


@reg(X)
def local_before_assign(x):
    if x.sum() > 100:
        y = x
    return y  # noqa


@reg(X)
def local_before_assign_const(x):
    if len(x.shape) > 5:
        y = x
    return y  # noqa


@reg()
def forbidden_initializer():
    return initializer('ones', [1, 2, 3], ms.float32)


@reg()
def forbidden_one():
    return One()


@reg()
def forbidden_get_parameters():
    return INNER.get_parameters()


@reg()
def forbidden_trainable_params():
    return INNER.trainable_params()


@reg()
def cell_params_attr():
    return INNER.w, INNER.k, INNER.training


@reg(X)
def tensor_bad_method(x):
    x.abcd()
    return x


@reg(1)
def int_shape(x):
    return x.shape


@reg(1.5)
def float_bad_attr(x):
    return x.foo


@reg(ND)
def namedtuple_bad_attr(d):
    return d.label3


@reg(ND)
def namedtuple_ok(d):
    return d.label1 + d.label2, d[0], len(d)


@reg(X)
def param_in_construct(x):
    return Parameter(x, name="weight")


@reg(X)
def cell_bad_attr(x):
    return INNER.nope


@reg(X)
def list_bad_attr(x):
    return [1, 2].nope


@reg(X)
def str_bad_method(x):
    return "ab".nope()


@reg(X)
def none_attr(x):
    y = None
    return y.shape


@reg(X)
def call_int(x):
    a = 3
    return a(x)


@reg(X)
def call_tensor(x):
    return x(1)


@reg(X)
def too_many_args(x):
    return INNER(x, x)


@reg(X)
def missing_args(x):
    return INNER()


@reg(X)
def fn_bad_kw(x):
    return ops.relu(x, foo=1)


@reg(X)
def raise_value_error(x):
    if len(x.shape) == 1:
        raise ValueError("bad", 1)
    return x


@reg(X)
def raise_tensor_cond(x):
    if x.sum() > 0:
        raise TypeError("neg")
    return x


@reg(X)
def assert_false(x):
    assert len(x.shape) == 2, "rank"
    return x


@reg(X)
def assert_tensor(x):
    assert x.sum() < 0
    return x


@reg(X)
def del_local(x):
    y = x
    del y
    return x


@reg(X)
def try_except(x):
    try:
        y = x + 1
    except ValueError:
        y = x
    return y


@reg(X)
def global_stmt(x):
    global G_VAL  # noqa
    G_VAL = 3
    return x + G_VAL


@reg(X)
def set_literal(x):
    return {1, 2, 1}, len({3, 4})


@reg(X)
def walrus(x):
    if (n := len(x)) > 1:
        return x * n
    return x


@reg(X)
def starred_call(x):
    args = (x, x)
    return ops.add(*args), max(*[1, 5, 3])


@reg(X)
def dict_starred(x):
    kw = {'axis': 0}
    return ops.sum(x, **kw)


@reg(X)
def yield_fn(x):
    def gen():
        yield 1
    return list(gen())


@reg(X)
def class_in_fn(x):
    class K:
        v = 2
    return K.v * x


@reg(X)
def lambda_default(x):
    f = lambda v, w=2: v * w  # noqa
    return f(x), f(x, 3)


@reg(X)
def nonlocal_fn(x):
    n = 1

    def inc():
        nonlocal n
        n = n + 1
        return n
    inc()
    return x * n


run_all(C)
