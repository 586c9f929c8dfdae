"""Objects given as arguments to a jit function are not kept alive by its graph caches or by ``ms_compile_cache``
(MindSpore 2.10 frees such a Cell, and its ``cells_compile_cache`` entry, at its last reference).  Before, the cache
keys held them: ``ms.ms_memory_recycle()`` then freed Cells of earlier tests, and ut23/cells_compile_cache's counts
depended on which tests had run before it in the process."""
from __future__ import annotations

import gc
import weakref

import numpy as np

import msgraph as ms
import msgraph.nn as nn
from msgraph.common.api import cells_compile_cache, ms_compile_cache


class Net(nn.Cell):
    def construct(self, x):
        return x * 2.0


@ms.jit
def apply_net(net, x):
    return net(x)


X = ms.Tensor(np.ones(2, np.float32))


def test_cell_argument_freed_at_last_reference():
    gc.collect()
    base, phases = len(cells_compile_cache), len(ms_compile_cache)
    nets = [Net() for _ in range(3)]
    refs = [weakref.ref(n) for n in nets]
    for n in nets:
        assert apply_net(n, X).asnumpy().tolist() == [2.0, 2.0]
    assert ms.jit(Net.construct)(nets[0], X).asnumpy().tolist() == [2.0, 2.0]
    assert len(ms_compile_cache) - phases == 4
    del nets, n
    gc.collect()
    assert [r() for r in refs] == [None, None, None]
    assert len(cells_compile_cache) == base


def test_recycle_frees_no_cell_of_earlier_code():
    # what ms_memory_recycle drops are graphs, not the last references to Cells the user let go
    net = Net()
    apply_net(net, X)
    del net
    gc.collect()
    before = len(cells_compile_cache)
    ms.ms_memory_recycle()
    gc.collect()
    assert len(cells_compile_cache) == before


def test_a_new_object_at_a_dead_ones_address_compiles_its_own_graph():
    class Scaled(nn.Cell):
        def __init__(self, k):
            super().__init__()
            self.k = k

        def construct(self, x):
            return x * self.k

    for k in (2.0, 3.0, 4.0):   # (each Cell is freed before the next is made: ids repeat)
        assert apply_net(Scaled(k), X).asnumpy().tolist() == [k, k]
