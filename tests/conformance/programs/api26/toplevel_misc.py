"""MindSpore 2.10's top-level helpers: dtype aliases, frombuffer, swap_tensors, Symbol, enable_dynamic, shard,
reshard, log level, run_check's result line."""
import numpy as np
import mindspore as ms
from _conf import emit, emit_stdout
from _api26_util import call

MODES = ("pynative",)
emit("dtype_aliases", [str(d) for d in (ms.byte, ms.short, ms.long, ms.intc, ms.intp, ms.ubyte, ms.ushort, ms.uintc,
                                        ms.uintp, ms.cfloat, ms.cdouble, ms.qint4x2)])
emit("dtype_alias_eq", [ms.byte == ms.int8, ms.long == ms.int64, ms.cfloat == ms.complex64,
                        isinstance(ms.int32, ms.Int), isinstance(ms.float32, ms.Type)])
buf = bytearray(b"\x01\x02\x03\x04\x05\x06\x07\x08")
emit("frombuffer_doc", ms.frombuffer(bytearray([1, 2, 3, 4, 5, 6]), dtype=ms.uint8))
emit("frombuffer_int32", ms.frombuffer(buf, ms.int32))
emit("frombuffer_count_offset", ms.frombuffer(buf, dtype=ms.int8, count=3, offset=1))
emit("frombuffer_int16", ms.frombuffer(buf, ms.int16, 2, 2))
emit("frombuffer_f16", ms.frombuffer(buf, dtype=ms.float16, count=2, offset=2))
emit("frombuffer_bool", ms.frombuffer(buf, ms.bool_))
emit("frombuffer_bytes", ms.frombuffer(b"abcd", ms.uint8))
emit("frombuffer_memoryview", ms.frombuffer(memoryview(b"abcd"), ms.uint8))
emit("frombuffer_ndarray", ms.frombuffer(np.arange(3, dtype=np.int16), ms.uint8))
t = ms.frombuffer(buf, ms.uint8)
buf[0] = 9
emit("frombuffer_shares", t)
for label, kw in (("count_neg", dict(count=-2)), ("count_0", dict(count=0)), ("offset_len", dict(offset=8)),
                  ("offset_neg", dict(offset=-1)), ("not_multiple", dict(dtype=ms.int32, offset=1)),
                  ("too_few", dict(count=3, dtype=ms.int32)), ("np_dtype", dict(dtype=np.int8))):
    k = dict(dtype=ms.uint8)
    k.update(kw)
    call("frombuffer_" + label, ms.frombuffer, buf, **k)
call("frombuffer_empty", ms.frombuffer, bytearray(), ms.uint8)
call("frombuffer_list", ms.frombuffer, [1, 2], ms.uint8)

a = ms.Tensor([1., 2.])
b = ms.Tensor([[3, 4, 5]], ms.int32)
emit("swap_ret", ms.swap_tensors(a, b))
emit("swap_a", a)
emit("swap_b", b)
p = ms.Parameter(ms.Tensor([1., 2.]), name="p")
q = ms.Parameter(ms.Tensor([3.]), name="q")
ms.swap_tensors(p, q)
emit("swap_params", [p.name, q.name, p.asnumpy(), q.asnumpy()])
call("swap_int", ms.swap_tensors, a, 1)

s = ms.Symbol(max=8, min=2, divisor=2)
emit("symbol", [s.max, s.min, s.divisor, s.remainder, s.unique, str(s)])
emit("symbol_default", str(ms.Symbol()))
emit("symbol_min", str(ms.Symbol(min=5, divisor=2, remainder=1)))
emit("symbolic_shape", ms.Tensor(shape=[ms.Symbol(max=8, divisor=2), 2], dtype=ms.float32).symbolic_shape)
emit("symbolic_shape_none", [ms.Tensor(shape=[None, 2], dtype=ms.float32).symbolic_shape,
                             ms.Tensor([1.]).symbolic_shape])
emit("symbolic_shape_two", ms.Tensor(shape=[ms.Symbol(min=3), ms.Symbol()], dtype=ms.float32).symbolic_shape)
call("symbol_max_float", ms.Symbol, max=1.5)
call("symbol_unique_int", ms.Symbol, unique=1)
call("symbol_min0", ms.Symbol, min=0)
call("symbol_div0", ms.Symbol, divisor=0)
call("symbol_rem", ms.Symbol, divisor=2, remainder=2)


def f(x, y=1):
    return x * 2


dyn = ms.Tensor(shape=[None, 2], dtype=ms.float32)
emit("enable_dynamic_returns_fn", ms.enable_dynamic(x=dyn)(f) is f)
emit("enable_dynamic_rank", ms.enable_dynamic(x=ms.Tensor(shape=None, dtype=ms.float32))(f) is f)
emit("enable_dynamic_tuple", ms.enable_dynamic(x=(dyn, ms.Tensor([1.])))(f) is f)
call("enable_dynamic_empty", ms.enable_dynamic)
call("enable_dynamic_static", ms.enable_dynamic, x=ms.Tensor([1.]))
call("enable_dynamic_int", ms.enable_dynamic, x=1)
call("enable_dynamic_too_many", lambda: ms.enable_dynamic(x=dyn, y=dyn, z=dyn)(f))
call("enable_dynamic_not_fn", lambda: ms.enable_dynamic(x=dyn)(1))
emit("shard_fn", ms.shard(f, in_strategy=((1, 1),)) is f)
x = ms.Tensor(np.arange(4, dtype=np.float32).reshape(2, 2))
emit("shard_call", ms.shard(f, in_strategy=((1, 1),))(x))
emit("reshard", ms.reshard(x, None))
layout = ms.Layout((2, 2), ("dp", "mp"))
emit("layout_dict", layout("dp", ("mp", "None")).to_dict())
emit("layout_none", layout("None", "mp").to_dict())
emit("layout_ranks", ms.Layout((2, 1), ("a", "interleaved_parallel"), rank_list=[3, 1])("a", "None").to_dict())
emit("reshard_layout", ms.reshard(x, layout("dp", "mp")))
emit("shard_layout", ms.shard(f, in_strategy=(layout("dp", "mp"),)) is f)
call("layout_to_dict_unset", ms.Layout((2,), ("dp",)).to_dict)
call("layout_unknown_axis", layout, "dp", "xx")
call("layout_axis_twice", layout, "dp", "dp")
call("layout_list_matrix", ms.Layout, [2, 2], ("dp", "mp"))
call("layout_list_alias", ms.Layout, (2, 2), ["dp", "mp"])
call("layout_length", ms.Layout, (2, 2), ("dp",))
call("layout_float_dim", ms.Layout, (2.0,), ("dp",))
call("layout_int_alias", ms.Layout, (2,), (1,))
call("layout_empty_alias", ms.Layout, (2,), ("",))
call("layout_none_alias", ms.Layout, (2,), ("None",))
call("layout_duplicate", ms.Layout, (2, 2), ("dp", "dp"))
call("layout_interleaved_first", ms.Layout, (2, 2), ("interleaved_parallel", "dp"))
call("layout_rank_tuple", ms.Layout, (2,), ("dp",), (0, 1))
call("layout_rank_float", ms.Layout, (2,), ("dp",), [0, 1.0])
call("layout_rank_nested", ms.Layout, (2,), ("dp",), [[0, 1]])
call("layout_rank_length", ms.Layout, (2,), ("dp",), [0])
emit("log_config_keys", sorted(ms.get_log_config()))


def run_check_last_line():
    import io
    import contextlib
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        ms.run_check()
    return out.getvalue().splitlines()[-1]


emit("run_check_line", run_check_last_line())
