"""Cell.set_inputs checked against a Graph-mode call (tests/st/runtime test_runtime_inplace.py and
tests/st/dynamic_shape's set_inputs networks, probed with other arguments): MindSpore 2.10's Graph mode refuses an
argument of another rank, fixed dim or dtype (ValueError/TypeError), a Python number or None where a Tensor is
declared (and the reverse), a constant other than the declared one, a mutable of another length or type, a
Parameter where a Tensor is declared, and a declaration of the wrong number of inputs; msgraph ran them all
(it compiles per call signature and ignored the declaration).  PyNative checks nothing."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, mutable, nn
from _conf import emit, emit_error


class Add(nn.Cell):
    def construct(self, x, y):
        return x + y


class First(nn.Cell):
    def construct(self, x, y):
        return x


class Pair(nn.Cell):
    def construct(self, x, t):
        return x + t[0] + t[1]


class Opt(nn.Cell):
    def construct(self, x, y=1):
        return x + y


class Var(nn.Cell):
    def construct(self, *xs):
        return xs[0] + xs[1]


def t(shape, dtype=np.float32):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(dtype))


def dyn(shape=(None,), dtype=ms.float32):
    return Tensor(shape=list(shape) if shape is not None else None, dtype=dtype)


CASES = [
    ("ok_dyn_dim", Add, (dyn((None, 2)), dyn((None, 2))), (t((3, 2)), t((3, 2)))),
    ("ok_dyn_rank", Add, (dyn(None), dyn(None)), (t((2, 2, 2)), t((2, 2, 2)))),
    ("ok_zero_d_for_dyn", Add, (dyn(), dyn((None, None))), (t(()), t(()))),
    ("zero_d_dtype", Add, (dyn(), dyn()), (t((), np.int32), t(()))),
    ("ok_default_arg", Opt, (dyn(), dyn()), (t((2,)), t((2,)))),
    ("ok_same_number", First, (dyn(), 2.5), (t((2,)), 2.5)),
    ("ok_same_tuple", First, (dyn(), (1, 2.5)), (t((2,)), (1, 2.5))),
    ("ok_mutable_tuple", Pair, (dyn(), mutable((dyn(), dyn()))), (t((2,)), mutable((t((2,)), t((2,)))))),
    ("ok_mutable_number", First, (dyn(), mutable(2.0)), (t((2,)), mutable(3.0))),
    ("ok_static_tensor", First, (dyn(), t((2,))), (t((2,)), t((2,)) + 1)),
    ("ok_parameters", First, (dyn(), Parameter(t((2,)), name="p1")), (t((2,)), Parameter(t((2,)), name="p2"))),
    ("rank", Add, (dyn(), dyn()), (t((2, 2)), t((2, 2)))),
    ("rank_second", Add, (dyn(), dyn()), (t((2,)), t((2, 2)))),
    ("rank_zero", Add, (dyn(()), dyn(())), (t((2,)), t((2,)))),
    ("fixed_dim", Add, (dyn((None, 2)), dyn((None, 2))), (t((2, 3)), t((2, 3)))),
    ("static_shape", Add, (dyn((2, 2)), dyn((2, 2))), (t((2, 3)), t((2, 3)))),
    ("dtype", Add, (dyn((None, 2)), dyn((None, 2))), (t((2, 2), np.int32), t((2, 2), np.int32))),
    ("dtype_after_rank", Add, (dyn(), dyn()), (t((2,), np.int32), t((2, 2)))),
    ("number_for_tensor", Add, (dyn(), dyn()), (t((2,)), 3.0)),
    ("tensor_for_number", Add, (dyn(), 2.0), (t((2,)), t((2,)))),
    ("tensor_for_none", Add, (dyn(), None), (t((2,)), t((2,)))),
    ("other_float", First, (dyn(), 2.5), (t((2,)), 3.25)),
    ("int_for_float", First, (dyn(), 2), (t((2,)), 2.0)),
    ("bool_for_int", First, (dyn(), 1), (t((2,)), True)),
    ("none_for_int", First, (dyn(), 1), (t((2,)), None)),
    ("other_string", First, (dyn(), "a"), (t((2,)), "b")),
    ("other_tuple", First, (dyn(), (1, 2.5)), (t((2,)), (1, 3.5))),
    ("list_for_tuple", First, (dyn(), (1, 2)), (t((2,)), [1, 2])),
    ("plain_tuple_of_tensors", Pair, (dyn(), (dyn(), dyn())), (t((2,)), (t((2,)), t((2,))))),
    ("plain_for_mutable_tuple", Pair, (dyn(), mutable((dyn(), dyn()))), (t((2,)), (t((2,)), t((2,))))),
    ("mutable_tuple_length", Pair, (dyn(), mutable((dyn(), dyn()))), (t((2,)), mutable((t((2,)), t((2,)), t((2,)))))),
    ("mutable_tuple_rank", Pair, (dyn(), mutable((dyn(), dyn()))), (t((2,)), mutable((t((2,)), t((2, 2)))))),
    ("mutable_tuple_dtype", Pair, (dyn(), mutable((dyn(), dyn()))),
     (t((2,)), mutable((t((2,)), t((2,), np.int32))))),
    ("plain_for_mutable_number", First, (dyn(), mutable(2.0)), (t((2,)), 3.0)),
    ("mutable_number_type", First, (dyn(), mutable(2)), (t((2,)), mutable(3.0))),
    ("tensor_for_mutable_number", First, (dyn(), mutable(2)), (t((2,)), t((2,)))),
    ("parameter_for_tensor", First, (dyn(), dyn()), (t((2,)), Parameter(t((2,)), name="p3"))),
    ("tensor_for_parameter", First, (Parameter(t((2,)), name="p4"), dyn()), (t((2,)), t((2,)))),
    ("rank_before_parameter", First, (dyn(), dyn()), (t((2, 2)), Parameter(t((2,)), name="p5"))),
    ("more_args_than_declared", Opt, (dyn(),), (t((2,)), t((2,)))),
    ("var_rank", Var, (dyn(), dyn()), (t((2,)), t((2, 2)))),
    ("var_more_args", Var, (dyn(), dyn()), (t((2,)), t((2,)), t((2,)))),
    ("keyword_rank", Add, {"y": dyn()}, (t((2,)), t((2, 2)))),
    ("keyword_fixed_dim", Add, {"x": dyn((None, 2))}, (t((2, 3)), t((2, 3)))),
    ("keyword_ok", Add, {"y": dyn()}, (t((2, 2)), t((2,)))),
]

for label, cls, spec, args in CASES:
    net = cls()
    if isinstance(spec, dict):
        net.set_inputs(**spec)
    else:
        net.set_inputs(*spec)
    emit_error(label, lambda: net(*args))


def declare(cls, *spec, **kw):
    net = cls()
    net.set_inputs(*spec, **kw)
    return net.get_inputs() is not None


emit_error("declare_too_few", lambda: declare(Add, dyn()))
emit_error("declare_too_many", lambda: declare(Add, dyn(), dyn(), dyn()))
emit_error("declare_both_forms", lambda: declare(Add, dyn(), y=dyn()))
emit_error("declare_unknown_keyword", lambda: declare(Add, z=dyn()))
emit_error("declare_keyword_var", lambda: declare(Var, xs=dyn()))


def by_keywords(spec, **kw):
    net = Add()
    net.set_inputs(*spec)
    return net(**kw)


emit_error("keywords_ok", lambda: by_keywords((dyn(), dyn()), x=t((2,)), y=t((2,))))
emit_error("keywords_rank", lambda: by_keywords((dyn(), dyn()), x=t((2, 2)), y=t((2,))))
