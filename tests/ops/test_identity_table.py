"""common/identity_table.py: the identity-keyed weak side table behind MaxPoolPicks' picks (ops/pooling.py) and
MaxPoolGradReluGrad's pitched dout rows (ops/conv.py)."""
import gc

import numpy as np

from msgraph.common.identity_table import IdentityWeakTable


def test_found_by_identity_only():
    t = IdentityWeakTable()
    x = np.arange(6.0)
    t.put(x, "picks")
    assert t.get(x) == "picks"
    assert t.get(x.copy()) is None            # equal values, another object
    assert t.get(x[:]) is None                # a view of the same memory, another object
    assert t.get(np.arange(6.0), 7) == 7      # the default
    t.put(x, "again")                         # replaced, one entry
    assert t.get(x) == "again" and len(t) == 1


def test_entry_dropped_when_the_object_dies():
    t = IdentityWeakTable()
    x = np.zeros((2, 3))
    t.put(x, (1, 2))
    v = x[:, :2]
    t.put(v, True)
    assert len(t) == 2
    del x                                     # the view keeps its base alive: still both
    gc.collect()
    assert len(t) == 2
    del v
    gc.collect()
    assert len(t) == 0


def test_reused_id_never_returns_the_old_entry():
    t = IdentityWeakTable()
    ids = set()
    for _ in range(200):
        a = np.empty(16)
        ids.add(id(a))
        assert t.get(a) is None               # a new array, whatever id it got, has nothing kept
        t.put(a, id(a))
        assert t.get(a) == id(a)
        del a
    assert len(t) == 0
    assert len(ids) < 200                     # CPython reused ids (else the loop proved nothing)


def test_stale_entry_behind_a_live_reference_is_not_answered():
    # An entry whose object died while the callback could not yet run is never answered for a new object of that id:
    # the lookup compares the weak reference's target with the object asked about.
    t = IdentityWeakTable()
    a = np.empty(4)
    t.put(a, "old")
    key = id(a)
    ref, value = t._entries[key]
    b = np.empty(4)
    t._entries[id(b)] = (ref, value)          # as if b had a's id while a's entry is still there
    assert t.get(b) is None
    del t._entries[id(b)]


def test_an_old_callback_does_not_drop_a_newer_entry():
    t = IdentityWeakTable()
    a = np.empty(4)
    t.put(a, "first")
    old_ref = t._entries[id(a)][0]
    t.put(a, "second")                        # the first reference is replaced (and gone without a callback)
    del old_ref
    assert t.get(a) == "second"
    del a
    gc.collect()
    assert len(t) == 0
