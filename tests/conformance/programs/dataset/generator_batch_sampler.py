"""GeneratorDataset's batch_sampler/collate_fn, ``dataset[i]`` through the sampler, a list sampler with
num_samples, and their argument errors (ut/python/dataset test_datasets_generator, MindSpore 2.10)."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


class Items:
    def __init__(self, n=10):
        self.data = [np.array([i], dtype=np.int32) for i in range(n)]

    def __getitem__(self, index):
        return self.data[index]

    def __len__(self):
        return len(self.data)


class Pairs(Items):
    def __getitem__(self, index):
        return {"data": self.data[index]}, 1


class Batches:
    def __iter__(self):
        return iter([[0, 1], [2, 3], [4, 5], [9, 8, 7]])


def rows(d, **kw):
    return [[np.asarray(c).tolist() for c in r] for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)]


d = ds.GeneratorDataset(Items(), column_names=["data"], batch_sampler=Batches())
emit("bs_size", d.get_dataset_size())
emit("bs_batch_size", d.get_batch_size())
emit("bs_rows", rows(d))
emit("bs_split", rows(ds.GeneratorDataset(Items(), ["data"], batch_sampler=Batches()).split([3, 1], randomize=False)[0]))


def collate(data, label):
    return np.stack([s["data"] for s in data]) * 2, np.stack(label)


emit("collate_rows", rows(ds.GeneratorDataset(Pairs(), ["data", "label"], batch_sampler=Batches(), collate_fn=collate)))
emit("collate_map", rows(ds.GeneratorDataset(Items(), ["data"], batch_sampler=[[1], [0, 2]]).map(lambda x: x + 1)))

emit_error("bs_with_shuffle", lambda: ds.GeneratorDataset(Items(), ["data"], batch_sampler=Batches(), shuffle=True))
emit_error("bs_with_samples", lambda: ds.GeneratorDataset(Items(), ["data"], batch_sampler=Batches(), num_samples=1))
emit_error("bs_int", lambda: ds.GeneratorDataset(Items(), ["data"], batch_sampler=1))
emit_error("bs_returns_int", lambda: rows(ds.GeneratorDataset(Items(), ["data"], batch_sampler=[1, 2])))
emit_error("bs_returns_str", lambda: rows(ds.GeneratorDataset(Items(), ["data"], batch_sampler=[["1"]])))
emit_error("collate_alone", lambda: ds.GeneratorDataset(Items(), ["data"], collate_fn=lambda b: b))
emit_error("collate_not_callable", lambda: ds.GeneratorDataset(Items(), ["data"], batch_sampler=Batches(),
                                                               collate_fn=[]))


def gen():
    yield np.array([1]),


emit_error("bs_iterable_source", lambda: ds.GeneratorDataset(gen, ["data"], batch_sampler=Batches()))

src = [np.array([x * 10]) for x in range(8)]
emit("list_sampler_num_samples", rows(ds.GeneratorDataset(src, ["data"], sampler=[5, 1, 3, 7], num_samples=2)))
emit_error("int_sampler", lambda: rows(ds.GeneratorDataset(src, ["data"], sampler=3)))
emit("range_sampler", rows(ds.GeneratorDataset(src, ["data"], sampler=range(6, 2, -2))))
picked = ds.GeneratorDataset(Items(6), ["data"], sampler=[4, 0, 2])
emit("getitem_sampler", [picked[i].tolist() for i in range(3)])
plain = ds.GeneratorDataset(Items(6), ["data"], shuffle=False)
emit("getitem_plain", [plain[i].tolist() for i in range(6)])
emit_error("getitem_past_end", lambda: picked[3])
emit_error("getitem_negative", lambda: plain[-1])
emit_error("getitem_str", lambda: plain["x"])
emit_error("getitem_iterable", lambda: ds.GeneratorDataset(gen, ["data"])[0])
