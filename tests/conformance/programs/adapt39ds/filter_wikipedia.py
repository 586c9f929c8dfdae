"""text.FilterWikipediaXML on wiki markup (adapted from ut/python/dataset/test_filter_wikipedia_xml.py): MindSpore
2.10 keeps the text of links, images, categories, templates and urls (their markup becomes spaces), removes from
the first < to the last > of a line, turns an entity into a space and drops a #redirect text."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.text as text
from _conf import emit

MODES = ("pynative",)

CASES = ["[[a|b]] c", "x [[Foo Bar|baz qux]] y", "[[Image:x.jpg|thumb|cap]] w", "[http://a.b text] t", "{{tmpl}} q",
         "[[a]] {b} (c)", "a[b", "x|left y", "x|20px y", "a <b>x</b> c", "p <ref>q</ref> r <i>s</i> t",
         "&lt;b&gt;x&lt;/b&gt; y", "&nbsp;x", "a&b;c", "a &amp b", "<x>&amp;<y>z", "p < q > r", "#redirect foo",
         "<a> b\nc <d>", "Hello, World! 123", "[[category:Foo|bar]] z"]
f = text.FilterWikipediaXML()
for i, s in enumerate(CASES):
    emit(f"eager_{i}", [s, str(f(s))])
d = ds.NumpySlicesDataset({"t": np.array(CASES[:6])}, shuffle=False).map(text.FilterWikipediaXML(), ["t"])
emit("map", [str(r[0]) for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)])
