"""Values made when the graph runs (fifth pass): numpy calls on x.asnumpy(), Python builtins over run-time lists /
scalars, run-time dicts and strings, str / format / f-strings of Tensors and run-time values, isinstance / type /
len of run-time objects, Tensor construction from run-time lists and numpy results (dtypes); P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
X64 = Tensor(np.array([3.0, 1.0, 2.0], np.float64))
X16 = Tensor(np.array([3.0, 1.0, 2.0], np.float16))
XI = Tensor(np.array([3, 1, 2], np.int32))
XB = Tensor(np.array([True, False, True]))
X0 = Tensor(2.5, ms.float32)
XI0 = Tensor(4, ms.int32)
XE = Tensor(np.zeros((0,), np.float32))
X2 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))


# ---- numpy calls on run-time arrays; what Tensor(...) of the result is
@reg(X)
def np_add_tensor(x):
    return Tensor(np.add(x.asnumpy(), 1))


@reg(X)
def np_sum_scalar(x):
    return np.sum(x.asnumpy())


@reg(XI)
def np_sum_int_tensor(x):
    return Tensor(np.sum(x.asnumpy()))


@reg(X16)
def np_mean_f16_tensor(x):
    return Tensor(np.mean(x.asnumpy()))


@reg(X64)
def np_sqrt_f64(x):
    return Tensor(np.sqrt(x.asnumpy()))


@reg(X)
def np_argmax_int(x):
    return int(np.argmax(x.asnumpy()))


@reg(X)
def np_where_tensor(x):
    a = x.asnumpy()
    return Tensor(np.where(a > 1.5, a, 0.0))


@reg(X2)
def np_concat_axis1(x):
    a = x.asnumpy()
    return Tensor(np.concatenate([a, a], axis=1))


@reg(X)
def np_array_of_list(x):
    return Tensor(np.array(x.tolist()))


@reg(XI)
def np_array_of_int_list(x):
    return Tensor(np.array(x.tolist()))


@reg(X)
def np_sort_tolist(x):
    return np.sort(x.asnumpy()).tolist()


@reg(XE)
def np_sum_empty(x):
    return Tensor(np.sum(x.asnumpy()))


@reg(X0)
def np_item_0d(x):
    return x.asnumpy().item() * 2


@reg(X)
def np_arr_add_tensor(x):
    return Tensor(x.asnumpy() * 2) + x


@reg(X)
def tensor_dtype_kw_from_np(x):
    return Tensor(x.asnumpy(), ms.float16)


@reg(XI)
def tensor_from_list_dtype_kw(x):
    return Tensor(x.tolist(), dtype=ms.float32)


@reg(XB)
def tensor_from_bool_list(x):
    return Tensor(x.tolist())


@reg(X)
def tensor_from_mixed_list(x):
    l = x.tolist()
    return Tensor([l[0], 1, True])


@reg(X2)
def tensor_from_nested_list(x):
    return Tensor(x.tolist())


@reg(XI0)
def tensor_from_item(x):
    return Tensor(x.item())


@reg(X0)
def tensor_from_float_item(x):
    return Tensor(x.item())


# ---- builtins over run-time scalars and lists
@reg(X)
def len_tolist(x):
    return len(x.tolist())


@reg(X2)
def len_asnumpy_2d(x):
    return len(x.asnumpy())


@reg(X)
def isinstance_asnumpy(x):
    return isinstance(x.asnumpy(), np.ndarray)


@reg(X)
def isinstance_tolist_list(x):
    return isinstance(x.tolist(), list)


@reg(X0)
def isinstance_item_float(x):
    return isinstance(x.item(), float)


@reg(XI0)
def isinstance_item_int(x):
    return isinstance(x.item(), int)


@reg(X)
def type_name_tolist_elem(x):
    return type(x.tolist()[0]).__name__


@reg(X)
def type_is_list(x):
    return type(x.tolist()) is list


@reg(X)
def round_item(x):
    return round(x.tolist()[0] / 7, 2)


@reg(X)
def abs_neg_tolist_elem(x):
    return abs(-x.tolist()[1])


@reg(X)
def int_float_conv(x):
    l = x.tolist()
    return int(l[0]) + float(l[1])


@reg(X)
def bool_of_list(x):
    return bool(x.tolist())


@reg(XE)
def bool_of_empty_list(x):
    return bool(x.tolist())


@reg(X)
def max_builtin_of_floats(x):
    l = x.tolist()
    return max(l[0], l[1]), min(l[0], l[2])


@reg(X)
def divmod_item(x):
    return divmod(x.tolist()[0], 2)


@reg(X)
def pow_item(x):
    return pow(x.tolist()[2], 3)


@reg(X)
def reversed_tolist(x):
    return list(reversed(x.tolist()))


@reg(X)
def enumerate_tolist(x):
    return list(enumerate(x.tolist()))


@reg(X)
def zip_tolist(x):
    return list(zip(x.tolist(), [7, 8, 9]))


@reg(X)
def tuple_of_tolist(x):
    return tuple(x.tolist())


@reg(X)
def list_index_count(x):
    l = x.tolist()
    return l.index(1.0), l.count(2.0)


@reg(X)
def list_slice_step(x):
    return x.tolist()[::-1][1:]


@reg(X)
def in_tolist(x):
    return 2.0 in x.tolist(), 5.0 in x.tolist()


# ---- run-time dicts and strings
@reg(X)
def dict_runtime_values(x):
    d = {"a": x.tolist(), "b": len(x.tolist())}
    return d


@reg(X)
def dict_get_keys(x):
    d = {"a": x.tolist()[0], "b": 2}
    return d.get("a"), d.get("c", -1), list(d.keys())


@reg(X)
def dict_items_sum(x):
    d = {"a": x.tolist()[0], "b": x.tolist()[1]}
    s = 0
    for k, v in d.items():
        s = s + v
    return s


@reg(X)
def dict_update_runtime(x):
    d = {"a": 1}
    d.update({"b": x.tolist()})
    return d


@reg(X)
def str_of_tolist(x):
    return str(x.tolist())


@reg(X)
def str_of_item(x):
    return str(x.tolist()[0])


@reg(XI)
def fstring_item_spec(x):
    return f"{x.tolist()[0]:03d}|{x.tolist()[1]:>4}"


@reg(X)
def fstring_float_spec(x):
    return f"{x.tolist()[0]:.3f}"


@reg(X)
def format_method_runtime(x):
    return "v={} n={}".format(x.tolist()[0], len(x.tolist()))


@reg(X)
def percent_format_runtime(x):
    return "%.1f-%d" % (x.tolist()[0], len(x.tolist()))


@reg(X)
def str_concat_runtime(x):
    return "n" + str(len(x.tolist()))


@reg(X)
def str_join_map_str(x):
    return ",".join(map(str, x.tolist()))


@reg(X)
def str_upper_split(x):
    s = str(x.tolist()[0])
    return s.split("."), s.upper()


@reg(X)
def str_of_np_array(x):
    return str(x.asnumpy())


@reg(X0)
def str_of_np_scalar(x):
    return str(x.asnumpy())


run_all(C)
