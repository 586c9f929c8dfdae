"""Decorators in the style of MindSpore's tests/st/utils/test_utils.py: a functools.wraps wrapper that
runs the function inside a Cell, defined in a module whose globals lack the caller's imports."""
from functools import wraps

from mindspore import nn


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args, **kwargs):
        return self.fn(*args, **kwargs)


def run_with_cell(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        return Net(fn)(*args, **kwargs)
    return wrapper


def to_cell_obj(fn):
    return Net(fn)


def plus_one(fn):
    @wraps(fn)
    def wrapper(*args):
        return fn(*args) + 1
    return wrapper
