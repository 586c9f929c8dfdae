"""Adapted from ut graph_syntax/dict/test_dictionary.py test_dict_error_2: a dict key in graph code that is a tuple
holding a list (``{((3, [1, 2]), 3): 4}``) compiles in MindSpore 2.10 (its own key beside the tuple one; a lookup by
the tuple form finds it; returning such a dict is Python's TypeError); msgraph raised TypeError 'unhashable type'."""
import mindspore as ms
from mindspore import jit
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def values():
    x = [1, 2]
    dic = {((3, x), 3): 4}
    return dic.values()


@jit
def keys():
    x = [1, 2]
    dic = {((3, x), 3): 4}
    return dic.keys()


@jit
def lookup():
    x = [1, 2]
    dic = {((3, x), 3): 4}
    return dic[((3, x), 3)], dic[((3, (1, 2)), 3)]


@jit
def two_entries():
    x = [1, 2]
    dic = {((3, x), 3): 4, ((3, (1, 2)), 3): 5}
    return dic.values(), len(dic)


@jit
def returned():
    x = [1, 2]
    return {(x,): 4}


@jit
def list_key():
    x = [1, 2]
    return {x: 4}


emit("values", values())
emit("keys", keys())
emit("lookup", lookup())
emit("two_entries", two_entries())
emit_error("returned", returned)
emit_error("list_key", list_key)
