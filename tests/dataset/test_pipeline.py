"""msgraph.dataset pipelines: order, seeds, shards, sizes, the prefetch thread and its errors."""
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import msgraph as ms
import msgraph.dataset as ds
from msgraph.dataset.engine.iterators import _Producer


class Source:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        return np.array(i, np.int32), np.full((2,), i, np.float32)

    def __len__(self):
        return self.n


def firsts(d):
    return [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True)]


def test_import_msgraph_does_not_load_dataset():
    code = "import sys, msgraph; print('msgraph.dataset' in sys.modules); msgraph.dataset; " \
           "print('msgraph.dataset' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "True"]


def test_mindspore_paths_resolve_under_the_alias():
    from msgraph import compat

    compat.install()
    try:
        import mindspore.dataset as mds
        import mindspore.dataset.transforms.c_transforms as tc
        import mindspore.dataset.vision.c_transforms as vc
        from mindspore.dataset.vision import Inter
        from mindspore.dataset.vision.utils import Inter as Inter2
        import mindspore.dataset.engine as engine
        import mindspore.common.dtype as mstype

        assert mds.GeneratorDataset is ds.GeneratorDataset and Inter is Inter2
        assert vc.Resize is ds.vision.Resize and tc.TypeCast is ds.transforms.TypeCast
        assert engine.Schema is mds.Schema and mstype.int32 is ms.int32
        assert mds.config.get_seed() == ds.config.get_seed()
    finally:
        compat.uninstall()


def test_tensors_out_with_mindspore_dtypes():
    row = next(ds.GeneratorDataset(lambda: iter([(1, 2.5, True, np.float16(1))]), ["a", "b", "c", "d"])
               .create_tuple_iterator())
    assert all(isinstance(t, ms.Tensor) for t in row)
    assert [str(t.dtype) for t in row] == ["Int64", "Float64", "Bool", "Float16"]
    assert row[0].shape == ()
    np_row = next(ds.NumpySlicesDataset(["ab", "c"], shuffle=False).create_tuple_iterator())
    assert isinstance(np_row[0], np.ndarray) and np_row[0].dtype.kind == "U"  # strings stay numpy


def test_default_shuffle_is_seeded_and_reshuffles_each_epoch():
    ds.config.set_seed(7)
    a = firsts(ds.GeneratorDataset(Source(20), ["a", "b"]))
    b = firsts(ds.GeneratorDataset(Source(20), ["a", "b"]))
    assert a == b and sorted(a) == list(range(20)) and a != list(range(20))
    ds.config.set_seed(8)
    assert firsts(ds.GeneratorDataset(Source(20), ["a", "b"])) != a
    it = ds.GeneratorDataset(Source(20), ["a", "b"]).create_tuple_iterator(num_epochs=2, output_numpy=True)
    e1, e2 = [int(r[0]) for r in it], [int(r[0]) for r in it]
    assert sorted(e1) == sorted(e2) == list(range(20)) and e1 != e2


def test_shuffle_buffer_is_seeded_and_keeps_every_row():
    ds.config.set_seed(3)
    d = ds.NumpySlicesDataset(np.arange(50), ["x"], shuffle=False).shuffle(8)
    a, b = firsts(d), firsts(d)
    assert a == b and sorted(a) == list(range(50)) and a != list(range(50))


def test_ms_set_seed_sets_the_dataset_seed():
    ds.config.set_seed(11)
    assert ds.config.get_seed() == 11
    ms.set_seed(5)
    assert ds.config.get_seed() == 5
    ds.config.set_seed(12)
    assert ds.config.get_seed() == 12


@pytest.mark.parametrize("n,shards", [(10, 3), (7, 2), (4, 4), (3, 5)])
def test_shuffled_shards_are_disjoint_and_cover(n, shards):
    ds.config.set_seed(1)
    got = [firsts(ds.GeneratorDataset(Source(n), ["a", "b"], num_shards=shards, shard_id=s)) for s in range(shards)]
    per = -(-n // shards)
    assert all(len(g) == per for g in got)
    flat = sum(got, [])
    assert set(flat) == set(range(n)) and len(flat) == per * shards
    if n % shards == 0:
        assert sorted(flat) == list(range(n))


def test_samplers():
    ds.config.set_seed(2)
    sub = firsts(ds.GeneratorDataset(Source(10), ["a", "b"], sampler=ds.SubsetRandomSampler([1, 5, 7])))
    assert sorted(sub) == [1, 5, 7]
    rep = ds.GeneratorDataset(Source(4), ["a", "b"], sampler=ds.RandomSampler(replacement=True, num_samples=9))
    # MindSpore 2.10 caps num_samples at the source's rows, with replacement too: [1, 0, 0, 3] at seed 2
    assert rep.get_dataset_size() == 4 and firsts(rep) == [1, 0, 0, 3]
    assert firsts(ds.GeneratorDataset(Source(6), ["a", "b"], sampler=[5, 0])) == [5, 0]

    class Odd(ds.Sampler):
        def __iter__(self):
            return iter(range(1, self.dataset_size, 2))

    assert firsts(ds.GeneratorDataset(Source(6), ["a", "b"], sampler=Odd())) == [1, 3, 5]


def test_sizes_without_len_are_counted():
    def gen():
        for i in range(7):
            yield (np.array(i),)

    d = ds.GeneratorDataset(gen, ["x"]).batch(3)
    assert d.get_dataset_size() == 3
    assert d.filter(lambda x: x[0] > 2).get_dataset_size() == 2


def test_split_schema_and_column_types():
    ds.config.set_seed(4)
    a, b = ds.NumpySlicesDataset(np.arange(10), ["x"], shuffle=False).split([0.8, 0.2], randomize=False)
    assert firsts(a) == list(range(8)) and firsts(b) == [8, 9]
    schema = ds.Schema()
    schema.add_column("v", ms.float32, [2])
    d = ds.GeneratorDataset(lambda: iter([(np.array([1, 2]),)]), schema=schema)
    with pytest.raises(RuntimeError, match="should be same with specified column_types"):   # MindSpore 2.10:
        next(d.create_tuple_iterator())       # the schema's types are checked, not converted to
    d = ds.GeneratorDataset(lambda: iter([(np.array([1.0, 2.0], np.float32),)]), schema=schema)
    (v,) = next(d.create_tuple_iterator())
    assert d.get_col_names() == ["v"] and str(v.dtype) == "Float32"
    d = ds.GeneratorDataset(Source(2), ["a", "b"], column_types=[ms.int32, ms.float32], shuffle=False)
    assert d.output_types() == [np.dtype(np.int32), np.dtype(np.float32)]
    d = ds.GeneratorDataset(Source(2), ["a", "b"], column_types=[ms.int64, ms.float64], shuffle=False)
    with pytest.raises(RuntimeError, match="specified column type: int64"):   # checked, as MindSpore 2.10
        d.output_types()


def test_map_runs_in_the_prefetch_thread_ahead_of_the_consumer():
    ds.config.set_prefetch_size(2)
    seen = []

    def record(x):
        seen.append((int(x), threading.current_thread().name))
        return x

    it = ds.NumpySlicesDataset(np.arange(100), ["x"], shuffle=False).map(record).create_tuple_iterator()
    next(it)
    deadline = time.time() + 5
    while len(seen) < 3 and time.time() < deadline:
        time.sleep(0.01)
    time.sleep(0.1)
    assert 3 <= len(seen) <= 5  # ran ahead, but only as far as the bounded queue allows
    assert all(name == "msgraph-dataset" for _, name in seen)
    assert [i for i, _ in seen] == list(range(len(seen)))
    it.stop()


def test_user_errors_surface_in_the_consumer_naming_the_callable():
    def exploding_transform(x):
        raise ZeroDivisionError("boom")

    d = ds.NumpySlicesDataset([1, 2], ["x"], shuffle=False).map(exploding_transform)
    with pytest.raises(RuntimeError, match="exploding_transform") as info:
        list(d)
    assert isinstance(info.value.__cause__, ZeroDivisionError)

    def broken_source():
        yield (1,)
        raise KeyError("no more")

    with pytest.raises(RuntimeError, match="broken_source") as info:
        list(ds.GeneratorDataset(broken_source, ["a"]))
    assert isinstance(info.value.__cause__, KeyError)


def test_abandoned_iterators_stop_their_thread():
    ds.config.set_prefetch_size(1)
    it = ds.NumpySlicesDataset(np.arange(10), ["x"], shuffle=False).repeat().create_tuple_iterator()
    next(it)
    producer = it._producer
    assert isinstance(producer, _Producer) and producer.thread.is_alive()
    del it
    import gc

    gc.collect()
    producer.thread.join(timeout=5)
    assert not producer.thread.is_alive()


def test_tensors_feed_a_network():
    net = ms.nn.Dense(2, 1)
    d = ds.GeneratorDataset(Source(6), ["a", "b"], shuffle=False).batch(3)
    outs = [net(b) for _, b in d.create_tuple_iterator()]
    assert [o.shape for o in outs] == [(3, 1), (3, 1)]


def test_dict_iterator_epochs_and_beyond():
    d = ds.NumpySlicesDataset({"a": [1, 2], "b": [3, 4]}, shuffle=False)
    it = d.create_dict_iterator(num_epochs=2, output_numpy=True)
    assert [r["b"].tolist() for r in it] == [3, 4]
    assert [r["a"].tolist() for r in it] == [1, 2]
    with pytest.raises(RuntimeError, match="EOF"):
        list(it)


def test_column_order_kwarg_of_old_scripts_is_a_project():
    d = ds.NumpySlicesDataset({"a": [1], "b": [2]}, shuffle=False)
    d = d.map(lambda a: a * 10, input_columns=["a"], column_order=["b", "a"])
    assert d.get_col_names() == ["b", "a"]
    assert [r.tolist() for r in next(d.create_tuple_iterator(output_numpy=True))] == [2, 10]


def test_len_and_random_access_to_the_source():
    d = ds.NumpySlicesDataset({"a": [1, 2, 3], "b": [[1.0, 2.0], [3, 4], [5, 6]]}, shuffle=False)
    assert len(d) == 3 and len(d.batch(2)) == 2
    assert d[1] == (2, [3, 4])  # the source's own item, unconverted
    assert ds.GeneratorDataset(np.arange(5), ["a"], shuffle=False)[4] == 4
    # through the sampler, as MindSpore 2.10: d[i] is the source item of the i-th row of the first epoch
    ds.config.set_seed(3)
    shuffled = ds.NumpySlicesDataset({"a": [1, 2, 3, 4, 5]})
    rows = [r[0].item() for r in shuffled.create_tuple_iterator(output_numpy=True, num_epochs=1)]
    assert rows != [1, 2, 3, 4, 5] and [shuffled[i][0] for i in range(5)] == rows
    picked = ds.GeneratorDataset(np.arange(10, 16), ["a"], sampler=[4, 0, 2])
    assert [picked[i] for i in range(3)] == [14, 10, 12]
    with pytest.raises(RuntimeError, match=r"Index \[10\] exceeded"):
        d[10]
    with pytest.raises(RuntimeError, match="negative"):
        d[-1]
    with pytest.raises(TypeError):
        d["x"]

    def gen():
        yield (1,)

    with pytest.raises(RuntimeError, match="randomized access"):
        ds.GeneratorDataset(gen, ["a"])[0]
    with pytest.raises(ValueError):
        d.map(3)
    with pytest.raises(RuntimeError):
        d.create_tuple_iterator(num_epochs=0)


def test_weighted_sampler_and_accepted_config_flags():
    ds.config.set_seed(9)
    d = ds.GeneratorDataset(Source(4), ["a", "b"], sampler=ds.WeightedRandomSampler([0, 1, 0, 3], 12))
    got = firsts(d)
    assert got == [3, 3, 1, 3]    # MindSpore 2.10's draws: at most as many as the dataset has rows
    ds.config.set_enable_shared_mem(False)
    assert ds.config.get_enable_shared_mem() is False
    ds.config.set_enable_shared_mem(True)
    with pytest.raises(TypeError):
        ds.config.set_enable_shared_mem(1)
    assert ds.config.get_multiprocessing_timeout_interval() == 300
    with pytest.raises(ValueError):
        ds.config.set_seed(-1)


def test_dataset_helper_steps():
    d = ds.NumpySlicesDataset({"x": np.arange(10, dtype=np.float32), "y": np.arange(10)}, shuffle=False).batch(3)
    h = ms.DatasetHelper(d, dataset_sink_mode=False, epoch_num=2)
    assert [len(list(h)) for _ in range(2)] == [4, 4]
    first = next(iter(ms.DatasetHelper(d, dataset_sink_mode=False)))
    assert isinstance(first, list) and first[0].asnumpy().tolist() == [0.0, 1.0, 2.0]
    assert ms.DatasetHelper(d).sink_size() == 4 and len(list(ms.DatasetHelper(d, sink_size=2))) == 2


def test_dataset_size_counts_only_the_subtrees_that_cannot_tell():
    """get_dataset_size iterates a source without __len__ (and a filter) alone: map and per_batch_map functions
    above it are not called, and an endless repeat counts one pass of its child (it used to hang)."""
    calls = []

    def gen():
        for i in range(5):
            yield (np.arange(i % 2 + 1, dtype=np.int32),)

    def counted(a):
        calls.append(1)
        return a

    src = ds.GeneratorDataset(gen, ["a"], shuffle=False)
    assert src.map(counted, ["a"]).batch(2).get_dataset_size() == 3
    assert calls == []
    assert ds.GeneratorDataset(gen, ["a"], shuffle=False).repeat().batch(2, True).get_dataset_size() == 2
    filtered = ds.GeneratorDataset(gen, ["a"], shuffle=False).map(counted, ["a"]).filter(lambda a: a.size == 1)
    assert filtered.get_dataset_size() == 3 and len(calls) == 5      # the filter's subtree runs, map included


def test_map_returning_none_is_a_runtime_error():
    def d():
        return ds.GeneratorDataset(Source(3), ["a", "b"], shuffle=False)

    for m in (d().map(lambda x: None, "a"), d().map(lambda x: (x, None), "a", ["p", "q"])):
        with pytest.raises(RuntimeError, match="Got None"):
            firsts(m)


def test_generator_schema_decides_names_and_types():
    s = ds.Schema()
    s.add_column("x", de_type=ms.int32)
    s.add_column("y", de_type=ms.float32, shape=[2])
    d = ds.GeneratorDataset(Source(2), column_names=["p", "q"], column_types=[ms.int64, ms.int64], schema=s,
                            shuffle=False)
    assert d.get_col_names() == ["x", "y"]
    assert firsts(d) == [0, 1]
    strs = ds.GeneratorDataset(lambda: iter([("ab",)]), ["s"], column_types=[ms.string], shuffle=False)
    assert [str(r[0]) for r in strs.create_tuple_iterator(output_numpy=True)] == ["ab"]
    with pytest.raises(RuntimeError):
        firsts(ds.GeneratorDataset(lambda: iter([(1,)]), ["s"], column_types=[ms.string], shuffle=False))
