"""CLUEDataset (ut dataset test_datasets_clue): columns per task/usage (sorted by name), JSON value types (uint32 for
unsigned ints, int32, float32, str lists), nested WSC keys, blank lines, two workers, shards, argument errors
(msgraph lacked the source)."""
import json
import os
import tempfile

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
D = tempfile.mkdtemp()
LINES = {
    "AFQMC": [{"sentence1": "s1", "sentence2": "s2", "label": "0", "id": 7}, {"sentence1": "t1", "sentence2": 5,
                                                                             "label": 2.5, "id": 8}],
    "TNEWS": [{"label": "108", "label_desc": "edu", "sentence": "n1", "keywords": "", "id": 0}],
    "IFLYTEK": [{"label": "11", "label_des": "x", "sentence": "t", "id": 3}],
    "CMNLI": [{"sentence1": "a", "sentence2": "b", "label": "neutral", "id": -1}],
    "WSC": [{"target": {"span1_index": 0, "span1_text": "A", "span2_index": 4, "span2_text": "B"}, "idx": 0,
             "text": "A..B", "label": "true"}],
    "CSL": [{"id": 1, "abst": "long", "keyword": ["k1", "k2", "k3"], "label": "0"}, {"id": 2, "abst": "s",
                                                                                     "keyword": [], "label": "1"}],
}
for task, lines in LINES.items():
    path = os.path.join(D, task + ".json")
    with open(path, "w") as f:
        f.write("\n\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n")
    for usage in ("train", "test", "eval"):
        data = ds.CLUEDataset(path, task=task, usage=usage, shuffle=False, num_parallel_workers=1)
        rows = [[(str(a.dtype), list(a.shape), a.tolist()) for a in r]
                for r in data.create_tuple_iterator(output_numpy=True)]
        emit(f"{task}_{usage}", [data.get_col_names(), data.get_dataset_size(), rows])
with open(os.path.join(D, "more.json"), "w") as f:
    f.write("".join(json.dumps({"sentence1": f"m{i}", "sentence2": "", "label": str(i)}) + "\n" for i in range(5)))
ALL = os.path.join(D, "[Am]*.json")


def labels(data):
    return [str(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]


emit("two_workers", labels(ds.CLUEDataset(ALL, shuffle=False, num_parallel_workers=2)))
emit("shard", labels(ds.CLUEDataset(ALL, shuffle=False, num_shards=3, shard_id=2, num_parallel_workers=1)))
emit("num_samples", labels(ds.CLUEDataset(ALL, shuffle=False, num_samples=4, num_parallel_workers=1)))
emit_error("task", lambda: ds.CLUEDataset(ALL, task="X"))
emit_error("usage", lambda: ds.CLUEDataset(ALL, usage="dev"))
emit_error("empty", lambda: ds.CLUEDataset([]))
emit_error("no_match", lambda: ds.CLUEDataset(os.path.join(D, "nope.json")))
with open(os.path.join(D, "bad.json"), "w") as f:
    f.write('{"sentence1": ["a", 1], "sentence2": "b", "label": "0"}\n')
emit_error("list_of_numbers", lambda: labels(ds.CLUEDataset(os.path.join(D, "bad.json"))))
