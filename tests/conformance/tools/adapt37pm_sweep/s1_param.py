"""Parameter API variants: names, clone, set_data, arithmetic dtypes, ParameterTuple, requires_grad."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _h import case


def p(v, **kw):
    return Parameter(Tensor(v), **kw)


case("name_default", lambda: p(np.array([1.0], np.float32)).name)
case("name_given", lambda: p(np.array([1.0], np.float32), name="w").name)
case("requires_grad_default", lambda: p(np.array([1.0], np.float32)).requires_grad)
case("requires_grad_false", lambda: p(np.array([1.0], np.float32), requires_grad=False).requires_grad)
case("layerwise", lambda: p(np.array([1.0], np.float32), layerwise_parallel=True).layerwise_parallel)
case("dtype_f64", lambda: p(np.array([1.0], np.float64)).dtype)
case("dtype_int", lambda: p(np.array([1, 2], np.int32)).dtype)
case("dtype_bool", lambda: p(np.array([True])).dtype)
case("from_int", lambda: (Parameter(3).dtype, Parameter(3).shape))
case("from_float", lambda: (Parameter(2.5).dtype, Parameter(2.5).shape, Parameter(2.5).asnumpy()))
case("from_bool", lambda: (Parameter(True).dtype,))
case("from_np", lambda: (Parameter(np.array([1, 2], np.int8)).dtype,))
case("from_np_f64", lambda: (Parameter(np.array([1.5], np.float64)).dtype,))
case("from_list", lambda: Parameter([1, 2]))
case("from_init_str", lambda: Parameter(ms.common.initializer.initializer("zeros", [2, 3], ms.float16)).dtype)
case("from_init_ones", lambda: Parameter(ms.common.initializer.initializer("ones", [2], ms.int32)))
case("name_bad_type", lambda: p(np.array([1.0], np.float32), name=3))
case("name_empty", lambda: p(np.array([1.0], np.float32), name="").name)
case("name_none", lambda: p(np.array([1.0], np.float32), name=None).name)
case("requires_grad_bad", lambda: p(np.array([1.0], np.float32), requires_grad=1))
case("setter_requires_grad", lambda: (lambda q: (setattr(q, "requires_grad", False), q.requires_grad))(p(np.array([1.0], np.float32))))
case("setter_name", lambda: (lambda q: (setattr(q, "name", "zz"), q.name))(p(np.array([1.0], np.float32))))
case("setter_name_bad", lambda: (lambda q: setattr(q, "name", 5))(p(np.array([1.0], np.float32))))
case("setter_name_long", lambda: (lambda q: setattr(q, "name", "a" * 1025))(p(np.array([1.0], np.float32))))


def clone_case(prefix=None, init="same"):
    q = p(np.array([1.0, 2.0], np.float32), name="w", requires_grad=False)
    c = q.clone(prefix) if prefix is not None else q.clone()
    return c.name, c.requires_grad, c, c is q, c.dtype


case("clone_noprefix", lambda: clone_case())
case("clone_prefix", lambda: clone_case("m"))
case("clone_init_zeros", lambda: (lambda q: q.clone(init="zeros"))(p(np.array([1.0, 2.0], np.float32), name="w")))
case("clone_independent", lambda: (lambda q: (lambda c: (c.set_data(Tensor([5.0, 5.0], ms.float32)), q, c)[1:])(q.clone()))(p(np.array([1.0, 2.0], np.float32), name="w")))


def set_data(old, new, **kw):
    q = p(old, name="w")
    r = q.set_data(Tensor(new) if isinstance(new, np.ndarray) else new, **kw)
    return q, q.dtype, q.shape, r is q


case("set_data_same", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([3.0, 4.0], np.float32)))
case("set_data_dtype_f64", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([3.0, 4.0], np.float64)))
case("set_data_dtype_int", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([3, 4], np.int32)))
case("set_data_int_to_float", lambda: set_data(np.array([1, 2], np.int32), np.array([3.5, 4.5], np.float32)))
case("set_data_shape", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([3.0, 4.0, 5.0], np.float32)))
case("set_data_shape_slice", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([3.0, 4.0, 5.0], np.float32), slice_shape=True))
case("set_data_scalar_shape", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array(3.0, np.float32)))
case("set_data_pyfloat", lambda: set_data(np.array([1.0], np.float32), 3.0))
case("set_data_pyint", lambda: set_data(np.array(1.0, np.float32), 3))
case("set_data_bool", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([True, False])))
case("set_data_f16", lambda: set_data(np.array([1.0, 2.0], np.float32), np.array([1.5, 2.5], np.float16)))
case("set_data_param", lambda: set_data(np.array([1.0, 2.0], np.float32), p(np.array([7.0, 8.0], np.float32), name="o")))
case("set_data_np", lambda: set_data(np.array([1.0, 2.0], np.float32), [1.0, 2.0]))


def arith(v, fn):
    q = p(v, name="w")
    r = fn(q)
    return r, type(r).__name__, r.dtype


case("ar_add_int", lambda: arith(np.array([1.0, 2.0], np.float32), lambda q: q + 1))
case("ar_add_float_int", lambda: arith(np.array([1, 2], np.int32), lambda q: q + 1.5))
case("ar_mul_tensor", lambda: arith(np.array([1, 2], np.int32), lambda q: q * Tensor([2.0], ms.float16)))
case("ar_radd", lambda: arith(np.array([1, 2], np.int8), lambda q: 3 + q))
case("ar_div_int", lambda: arith(np.array([3, 4], np.int32), lambda q: q / 2))
case("ar_floordiv", lambda: arith(np.array([3, 4], np.int32), lambda q: q // 2))
case("ar_neg", lambda: arith(np.array([3, 4], np.uint8), lambda q: -q))
case("ar_pow", lambda: arith(np.array([3, 4], np.int32), lambda q: q ** 2))
case("ar_bool_add", lambda: arith(np.array([True, False]), lambda q: q + True))
case("ar_cmp", lambda: arith(np.array([1.0, 2.0], np.float32), lambda q: q > 1))
case("ar_param_param", lambda: arith(np.array([1.0, 2.0], np.float32), lambda q: q + p(np.array([1, 1], np.int64), name="b")))
case("ar_getitem", lambda: arith(np.array([1.0, 2.0], np.float32), lambda q: q[0]))
case("ar_T", lambda: arith(np.array([[1.0, 2.0]], np.float32), lambda q: q.T))
case("ar_astype", lambda: arith(np.array([1.0, 2.0], np.float32), lambda q: q.astype(ms.int32)))
case("ar_asnumpy", lambda: type(p(np.array([1.0], np.float32), name="w").asnumpy()).__name__)
case("ar_iadd", lambda: (lambda q: (lambda r: (r, type(r).__name__, r is q, q))(q.__iadd__(1)))(p(np.array([1.0, 2.0], np.float32), name="w")))
case("ar_setitem", lambda: (lambda q: (q.__setitem__(0, 9.0), q, type(q).__name__)[1:])(p(np.array([1.0, 2.0], np.float32), name="w")))
case("ar_copy", lambda: (lambda q: (lambda c: (type(c).__name__, c))(q.copy()))(p(np.array([1.0, 2.0], np.float32), name="w")))
case("ar_isinstance", lambda: isinstance(p(np.array([1.0], np.float32)), Tensor))
case("repr_param", lambda: repr(p(np.array([1.0, 2.0], np.float32), name="w")))
case("str_param", lambda: str(p(np.array([1.0, 2.0], np.float32), name="w")))
case("bool_param", lambda: bool(p(np.array([1.0], np.float32), name="w")))
case("float_param", lambda: float(p(np.array([1.5], np.float32), name="w")))
case("len_param", lambda: len(p(np.array([1.5, 2], np.float32), name="w")))


def ptuple(*ps):
    t = ParameterTuple(ps)
    return type(t).__name__, [x.name for x in t], len(t)


case("pt_basic", lambda: ptuple(p(np.array([1.0], np.float32), name="a"), p(np.array([1.0], np.float32), name="b")))
case("pt_dup_name", lambda: ptuple(p(np.array([1.0], np.float32), name="a"), p(np.array([1.0], np.float32), name="a")))
case("pt_same_obj", lambda: ptuple(*(lambda q: (q, q))(p(np.array([1.0], np.float32), name="a"))))
case("pt_tensor", lambda: ParameterTuple((Tensor([1.0]),)))
case("pt_empty", lambda: ptuple())
case("pt_add", lambda: (lambda a, b: type(a + b).__name__)(ParameterTuple((p(np.array([1.0], np.float32), name="a"),)), ParameterTuple((p(np.array([1.0], np.float32), name="b"),))))
case("pt_slice", lambda: type(ParameterTuple((p(np.array([1.0], np.float32), name="a"), p(np.array([1.0], np.float32), name="b")))[0:1]).__name__)
case("pt_clone", lambda: [x.name for x in ParameterTuple((p(np.array([1.0], np.float32), name="a"), p(np.array([1.0], np.float32), name="b"))).clone("pre")])
case("pt_clone_zeros", lambda: list(ParameterTuple((p(np.array([1.0, 3.0], np.float32), name="a"),)).clone("m", init="zeros")))
case("pt_list_arg", lambda: ptuple(*[p(np.array([1.0], np.float32), name="a")]))
case("pt_from_list", lambda: type(ParameterTuple([p(np.array([1.0], np.float32), name="a")])).__name__)
case("pt_from_gen", lambda: len(ParameterTuple(x for x in [p(np.array([1.0], np.float32), name="a")])))
case("init_data", lambda: (lambda q: (q.init_data(), q)[1])(Parameter(ms.common.initializer.initializer("ones", [2], ms.float32), name="i")))
case("init_data_ret", lambda: (lambda q: type(q.init_data()).__name__)(Parameter(ms.common.initializer.initializer("ones", [2], ms.float32), name="i")))
case("init_attr", lambda: (lambda q: q.has_init)(Parameter(ms.common.initializer.initializer("ones", [2], ms.float32), name="i")))
case("init_attr_tensor", lambda: p(np.array([1.0], np.float32)).has_init)
case("param_info", lambda: (lambda q: (q.is_init, q.inited_param, q.sliced, q.is_param_ps if hasattr(q, "is_param_ps") else None))(p(np.array([1.0], np.float32))))
case("unique", lambda: (lambda q: q.unique)(p(np.array([1.0], np.float32))))
case("value", lambda: p(np.array([1.0], np.float32)).value())
case("param_of_param", lambda: (lambda q: (Parameter(q, name="b").name, Parameter(q, name="b")))(p(np.array([1.0], np.float32), name="a")))
